import { useState } from 'preact/hooks';
import { ENTITY_TYPES, type DetectAnswer, type Entity, type FeedbackAnswer, type RehydrateAnswer, type SanitizeAnswer } from './types.js';
import { FailureMessage, percent, Section, useCall, type PageProps } from './ui.js';

const SAMPLE = 'Please email Maria Garcia at maria.garcia@example.com about her visit to Boston next week.';

/** The text with each entity marked in place: its type and confidence, and for a sanitized one a "false alarm" button. */
function Highlighted({ text, entities, onFalseAlarm }: { text: string; entities: Entity[]; onFalseAlarm?: (e: Entity) => void }) {
  const parts = [];
  let at = 0;
  const sorted = [...entities].sort((a, b) => a.start - b.start);
  for (const [i, e] of sorted.entries()) {
    if (e.start < at) continue;
    if (e.start > at) parts.push(text.slice(at, e.start));
    parts.push(
      <mark key={i} class="entity" data-type={e.type}>
        <span class="value">{text.slice(e.start, e.end)}</span>
        <span class="tag">
          {e.type} {percent(e.confidence)}
        </span>
        {onFalseAlarm && e.placeholder ? (
          <button type="button" class="small" onClick={() => onFalseAlarm(e)} aria-label={`Report ${e.placeholder} (${e.type}) as a false alarm`}>
            False alarm
          </button>
        ) : null}
      </mark>,
    );
    at = e.end;
  }
  parts.push(text.slice(at));
  return <p class="highlighted">{parts}</p>;
}

export function PlaygroundPage(props: PageProps) {
  const { run, failure, busy } = useCall(props);
  const [text, setText] = useState(SAMPLE);
  const [types, setTypes] = useState<string[]>([]);
  const [threshold, setThreshold] = useState('0.5');
  const [detected, setDetected] = useState<{ text: string; answer: DetectAnswer } | null>(null);
  const [sanitized, setSanitized] = useState<{ text: string; answer: SanitizeAnswer } | null>(null);
  const [reply, setReply] = useState('');
  const [restored, setRestored] = useState<RehydrateAnswer | null>(null);
  const [missedText, setMissedText] = useState('');
  const [missedType, setMissedType] = useState<string>('PERSON');
  const [feedback, setFeedback] = useState<string | null>(null);

  const config = () => {
    const t = Number(threshold);
    return { ...(types.length ? { entities: types } : {}), ...(threshold.trim() !== '' && Number.isFinite(t) ? { confidence_threshold: t } : {}) };
  };
  const toggle = (type: string, on: boolean) => setTypes((now) => (on ? [...now, type] : now.filter((x) => x !== type)));

  async function detect() {
    const answer = await run<DetectAnswer>('POST', '/v1/detect', { text, config: config() });
    if (answer) setDetected({ text, answer });
  }
  async function sanitize() {
    const answer = await run<SanitizeAnswer>('POST', '/v1/sanitize', { text, config: config() });
    if (!answer) return;
    setSanitized({ text, answer });
    setReply(answer.sanitized);
    setRestored(null);
    setFeedback(null);
  }
  async function rehydrate() {
    if (!sanitized?.answer.session_id) return;
    const answer = await run<RehydrateAnswer>('POST', '/v1/rehydrate', { text: reply, session_id: sanitized.answer.session_id });
    if (answer) setRestored(answer);
  }
  async function report(correction: object) {
    if (!sanitized?.answer.session_id) return;
    const answer = await run<FeedbackAnswer>('POST', '/v1/feedback', { session_id: sanitized.answer.session_id, corrections: [correction] });
    if (!answer) return;
    const contradictions = answer.contradictions_detected === 0 ? 'No contradiction with earlier corrections.' : `${answer.contradictions_detected} contradiction(s) with earlier corrections: see Insights.`;
    setFeedback(`Recorded ${answer.accepted} correction(s). ${contradictions}`);
  }

  return (
    <div class="pages">
      <Section title="Text" id="input">
        <label for="text">Text to check</label>
        <textarea id="text" rows={5} value={text} onInput={(e) => setText(e.currentTarget.value)} />
        <fieldset class="types">
          <legend>Entity types (none chosen: the ten default types)</legend>
          {ENTITY_TYPES.map((t) => (
            <label key={t} class="check">
              <input type="checkbox" checked={types.includes(t)} onChange={(e) => toggle(t, e.currentTarget.checked)} /> {t}
            </label>
          ))}
        </fieldset>
        <label for="threshold">Confidence threshold (0 to 1)</label>
        <input id="threshold" type="number" min="0" max="1" step="0.05" value={threshold} onInput={(e) => setThreshold(e.currentTarget.value)} />
        <div class="actions">
          <button type="button" onClick={detect} disabled={busy}>
            Detect
          </button>
          <button type="button" onClick={sanitize} disabled={busy}>
            Sanitize
          </button>
        </div>
        <FailureMessage failure={failure} />
      </Section>

      {detected ? (
        <Section title="Detections" id="detections">
          <p role="status">{detected.answer.entities_found === 0 ? 'Nothing found.' : `${detected.answer.entities_found} found.`}</p>
          <Highlighted text={detected.text} entities={detected.answer.entities} />
        </Section>
      ) : null}

      {sanitized ? (
        <Section title="Sanitized" id="sanitized">
          <pre class="output" id="sanitized-text">
            {sanitized.answer.sanitized}
          </pre>
          <p>
            Session: <code id="session-id">{sanitized.answer.session_id ?? 'none (redact mode)'}</code>
          </p>
          <h3>What was replaced</h3>
          <Highlighted text={sanitized.text} entities={sanitized.answer.entities} onFalseAlarm={(e) => report({ feedback_type: 'false_positive', placeholder: e.placeholder })} />
          <form
            class="inline"
            onSubmit={(e) => {
              e.preventDefault();
              if (missedText.trim()) void report({ feedback_type: 'missed_entity', span_text: missedText, correct_type: missedType });
            }}
          >
            <label for="missed-text">Missed text</label>
            <input id="missed-text" value={missedText} onInput={(e) => setMissedText(e.currentTarget.value)} />
            <label for="missed-type">Its type</label>
            <select id="missed-type" value={missedType} onChange={(e) => setMissedType(e.currentTarget.value)}>
              {ENTITY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
            <button type="submit" disabled={busy}>
              Report missed
            </button>
          </form>
          {feedback ? (
            <p class="message success" role="status" id="feedback-result">
              {feedback}
            </p>
          ) : null}
        </Section>
      ) : null}

      {sanitized?.answer.session_id ? (
        <Section title="Model reply" id="reply">
          <label for="reply-text">Paste the model’s reply (with placeholders)</label>
          <textarea id="reply-text" rows={4} value={reply} onInput={(e) => setReply(e.currentTarget.value)} />
          <div class="actions">
            <button type="button" onClick={rehydrate} disabled={busy}>
              Rehydrate
            </button>
          </div>
          {restored ? (
            <>
              <pre class="output" id="restored-text">
                {restored.text}
              </pre>
              {restored.unknown_placeholders.length ? <p>Not in this session, left as they were: {restored.unknown_placeholders.join(', ')}</p> : null}
            </>
          ) : null}
        </Section>
      ) : null}
    </div>
  );
}
