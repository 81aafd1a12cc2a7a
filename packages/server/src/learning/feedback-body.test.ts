import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { readFeedbackBody } from './feedback-body.js';

const fails = (body: unknown): string => {
  try {
    readFeedbackBody(body);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_request');
    return (error as ApiError).message;
  }
  throw new Error('expected invalid_request');
};

describe('feedback formats', () => {
  it('reads batch when corrections is present, with wrong_type as misclassification', () => {
    const r = readFeedbackBody({ session_id: 's', corrections: [{ feedback_type: 'wrong_type', placeholder: '[PERSON_1]', correct_type: 'LOCATION' }] });
    expect(r).toEqual({ sessionId: 's', format: 'batch', corrections: [{ index: 0, feedbackType: 'misclassification', placeholder: '[PERSON_1]', correctType: 'LOCATION' }] });
  });

  it('reads legacy when feedback_type is at the top', () => {
    const r = readFeedbackBody({ session_id: 's', feedback_type: 'false_positive', text_snippet: 'Jordan' });
    expect(r.corrections).toEqual([{ index: 0, feedbackType: 'false_positive', snippet: 'Jordan', correctType: null }]);
    expect(readFeedbackBody({ session_id: 's', feedback_type: 'missed_entity', text_snippet: 'AB-1', expected_type: 'MRN' }).corrections[0]).toEqual({
      index: 0,
      feedbackType: 'missed_entity',
      spanText: 'AB-1',
      correctType: 'MRN',
    });
  });

  it('refuses everything else, naming what is wrong', () => {
    expect(fails([])).toContain('JSON object');
    expect(fails({ corrections: [] })).toContain('session_id');
    expect(fails({ session_id: 's' })).toContain('Send either');
    expect(fails({ session_id: 's', corrections: [{}, { feedback_type: 'false_positive', placeholder: 'x' }, 5] })).toMatch(/\[0\].*; \[2\] must be an object/);
    expect(fails({ session_id: 's', corrections: [{ feedback_type: 'missed_entity', span_text: 'x'.repeat(201), correct_type: 'PERSON' }] })).toContain('longer than 200');
    expect(fails({ session_id: 's', corrections: [{ feedback_type: 'false_positive', placeholder: '   ' }] })).toContain('non-empty');
  });
});
