/** Warning codes for input that detection cannot read reliably (spec: plain text only). */
export type InputWarning = 'markup_detected' | 'binary_detected';

const HTML_TAG = /<\/?(?:html|body|div|span|p|br|table|tr|td|a|img|script|style|head|meta|ul|li|h[1-6])\b[^>]*>/gi;
const RTF_HEADER = /^\s*\{\\rtf/;
const MIN_TAGS = 3;

/** Cheap checks for HTML, RTF or binary-looking input. */
export function detectMarkup(text: string): InputWarning[] {
  const warnings: InputWarning[] = [];
  const sample = text.length > 20_000 ? text.slice(0, 20_000) : text;
  if (RTF_HEADER.test(sample) || (sample.match(HTML_TAG)?.length ?? 0) >= MIN_TAGS) warnings.push('markup_detected');
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd) control++;
  }
  if (sample.length > 0 && control / sample.length > 0.05) warnings.push('binary_detected');
  return warnings;
}
