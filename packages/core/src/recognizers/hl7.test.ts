import { describe, expect, it } from 'vitest';
import { pidFields, recordIdentifiers } from './hl7.js';

const MESSAGE = 'MSH|^~\\&|ADT|HOSP|||202403051200||ADT^A01|1|P|2.5\rPID|1|X99|12345678^^^HOSP^MR~123456789^^^SSA^SS~A77^^^H^AN||DOE^JANE||19800304|F';

describe('pidFields', () => {
  it('numbers the fields of a PID segment after a carriage return or line break, empty ones left out', () => {
    const fields = pidFields(MESSAGE).map((f) => [f.index, MESSAGE.slice(f.start, f.end)]);
    expect(fields).toEqual([
      [1, '1'],
      [2, 'X99'],
      [3, '12345678^^^HOSP^MR~123456789^^^SSA^SS~A77^^^H^AN'],
      [5, 'DOE^JANE'],
      [7, '19800304'],
      [8, 'F'],
    ]);
  });

  it.each(['xPID|1||123', 'the PID|1||123 in prose', 'PID 4412 exited'])('finds no segment in %j', (text) => {
    expect(pidFields(text)).toEqual([]);
  });
});

describe('recordIdentifiers', () => {
  it.each([
    ['PID|1||12345678^^^HOSP^MR~123456789^^^SSA^SS~A77^^^H^AN', ['12345678']],
    ['PID|1||A7766554', ['A7766554']],
    ['PID|1||55^^^H^PI~66^^^H^PT~77^^^H^DL', ['55', '66']],
  ])('%j → %j', (text, expected) => {
    const field = pidFields(text).find((f) => f.index === 3)!;
    expect(recordIdentifiers(text, field).map((s) => text.slice(s.start, s.end))).toEqual(expected);
  });
});
