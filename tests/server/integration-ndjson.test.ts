// The NDJSON feeds' reader (issue 29): every line parsed and validated, each bad line named by
// its number in the body (blank lines count but are skipped), the call's size refused whole.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NDJSON_LINES_MAX } from '../../modules/integration/contract.ts';
import { readNdjson, refuseRepeats } from '../../modules/integration/server/ndjson.ts';

const Line = z.strictObject({ pzn: z.string().regex(/^\d{7}$/), stock: z.number().int() });

describe('readNdjson', () => {
  it('reads valid lines with their numbers, skipping blank ones and the final newline', () => {
    const read = readNdjson('{"pzn":"1234567","stock":1}\n\n{"pzn":"2345678","stock":2}\n', Line);
    expect(read.faults).toEqual([]);
    expect(read.lines).toEqual([
      { line: 1, value: { pzn: '1234567', stock: 1 } },
      { line: 3, value: { pzn: '2345678', stock: 2 } },
    ]);
  });

  it('names every bad line: not JSON, a wrong field, an unknown field', () => {
    const body = [
      '{"pzn":"1234567","stock":1}',
      '{"pzn":"1234567",',
      '{"pzn":"12","stock":1}',
      '{"pzn":"1234567","stock":1,"colour":"red"}',
    ].join('\r\n');
    const read = readNdjson(body, Line);
    expect(read.faults.map((f) => f.line)).toEqual([2, 3, 4]);
    expect(read.faults[1]?.reason).toMatch(/^pzn: /);
  });

  it('refuses an empty body and one of too many lines', () => {
    expect(readNdjson('\n \n', Line).faults).toEqual([{ line: null, reason: expect.any(String) }]);
    const many = '{"pzn":"1234567","stock":1}\n'.repeat(NDJSON_LINES_MAX + 1);
    expect(readNdjson(many, Line).faults[0]?.line).toBeNull();
    expect(readNdjson(many.slice(28), Line).faults).toEqual([]);
  });
});

describe('refuseRepeats', () => {
  it('names the later line of a key seen before', () => {
    const lines = [
      { line: 1, value: 'a' },
      { line: 2, value: 'b' },
      { line: 4, value: 'a' },
    ];
    expect(refuseRepeats(lines, (v) => v)).toEqual([
      { line: 4, reason: 'a steht schon in Zeile 1.' },
    ]);
  });
});
