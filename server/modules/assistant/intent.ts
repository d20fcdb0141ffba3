/**
 * What a message to the assistant asks for (pure): a pasted link (the link engine reads it), a question (FAQ and
 * policy texts first), or words to look for in the catalog. The page's language does not limit it: a visitor on
 * the German site may ask in English.
 */
import { looksLikeLink } from '../../../core/links/index.ts';

export type Intent = 'link' | 'question' | 'search';

/** Words that open a question, per language (lower case; several words stand for their phrase's start). */
const QUESTION_OPENERS = [
  // en
  'what', 'how', 'why', 'when', 'where', 'which', 'who', 'can', 'could', 'do', 'does', 'did', 'is', 'are', 'will', 'should', 'would', 'may',
  // de
  'was', 'wie', 'warum', 'wieso', 'weshalb', 'wann', 'wo', 'woher', 'wohin', 'welche', 'welcher', 'welches', 'wer', 'kann', 'können', 'muss', 'gibt', 'ist', 'sind', 'darf',
  // fr
  'que', 'quoi', "qu'est-ce", 'comment', 'pourquoi', 'quand', 'où', 'quel', 'quelle', 'quels', 'quelles', 'qui', 'combien', 'puis-je', 'peut-on', 'est-ce',
  // it
  'cosa', 'che', 'come', 'perché', 'perche', 'quando', 'dove', 'quale', 'quali', 'chi', 'quanto', 'quanti', 'posso', 'può', 'si',
  // es
  'qué', 'cómo', 'por', 'cuándo', 'dónde', 'cuál', 'cuáles', 'quién', 'cuánto', 'cuántos', 'puedo', 'puede', 'hay',
  // pl
  'co', 'jak', 'dlaczego', 'kiedy', 'gdzie', 'który', 'która', 'które', 'kto', 'czy', 'ile', 'mogę', 'można',
  // ru
  'что', 'как', 'почему', 'зачем', 'когда', 'где', 'какой', 'какая', 'какие', 'кто', 'сколько', 'можно', 'могу', 'нужно',
];
const OPENERS = new Set(QUESTION_OPENERS);

/** Chinese marks a question with particles and question words anywhere in the sentence. */
const CHINESE_QUESTION = /(什么|怎么|怎样|如何|为什么|为何|哪|吗|呢|多少|多久|能否|可以|是否|有没有)/;

export function detectIntent(message: string): Intent {
  const text = message.trim();
  if (looksLikeLink(text)) return 'link';
  if (/[?？]\s*$/.test(text)) return 'question';
  if (CHINESE_QUESTION.test(text)) return 'question';
  const first = text.toLowerCase().split(/[\s,.!:;]+/u)[0] ?? '';
  return OPENERS.has(first) ? 'question' : 'search';
}

/** The words of a message as the full-text query reads them: letters and digits only, at most `max`. */
export function queryWords(text: string, max = 24): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, max);
}
