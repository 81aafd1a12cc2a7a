/** The labels of a generated document, in the JSON Lines format `npm run eval` reads. */
export interface Span {
  start: number;
  end: number;
  type: string;
}

/** A stretch that looks like personal data but is not, with what it is ("order_number", "date"). */
export interface HardNegative {
  start: number;
  end: number;
  kind: string;
}
