/**
 * Precision and recall of a classifier on the scam-guard corpus: per message
 * (flagged or not) and per category (each expected or found category counts
 * once), so false alarms are measured as well as misses.
 */
import type { CorpusMessage } from './scamGuard.corpus';

export interface Score {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

export interface CorpusScores {
  messages: Score;
  categories: Score;
  /** Messages whose categories differ from the label. */
  mistakes: { text: string; expected: readonly string[]; found: readonly string[] }[];
}

function score(truePositives: number, falsePositives: number, falseNegatives: number): Score {
  return {
    truePositives,
    falsePositives,
    falseNegatives,
    precision: truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives),
    recall: truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives),
  };
}

export function corpusScores(
  corpus: readonly CorpusMessage[],
  classify: (text: string) => readonly string[],
): CorpusScores {
  const messages = { tp: 0, fp: 0, fn: 0 };
  const categories = { tp: 0, fp: 0, fn: 0 };
  const mistakes: CorpusScores['mistakes'] = [];
  for (const { text, expect: expected } of corpus) {
    const found = classify(text);
    if (found.length > 0 && expected.length > 0) messages.tp += 1;
    else if (found.length > 0) messages.fp += 1;
    else if (expected.length > 0) messages.fn += 1;
    const wanted = new Set<string>(expected);
    const got = new Set(found);
    for (const category of got) categories[wanted.has(category) ? 'tp' : 'fp'] += 1;
    for (const category of wanted) if (!got.has(category)) categories.fn += 1;
    if (wanted.size !== got.size || [...got].some((category) => !wanted.has(category)))
      mistakes.push({ text, expected, found });
  }
  return {
    messages: score(messages.tp, messages.fp, messages.fn),
    categories: score(categories.tp, categories.fp, categories.fn),
    mistakes,
  };
}
