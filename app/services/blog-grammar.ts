/**
 * The last pass over a written article: "a" or "an" by the sound of the next word ("an Aries", "an
 * Ox", "a Uranus transit", "an 8th house", "an hour"), and "ruled by the Moon". Templates put names
 * after articles ("a ${sign} Sun"); this keeps each sentence right whatever name fills the slot.
 */

/** Words spelled with a vowel that begin with a consonant sound, and the reverse. */
const VOWEL_LETTER_CONSONANT_SOUND = /^(one\b|once\b|uni|use|usu|uran|ure|eu|ewe)/i;
const SILENT_H = /^(hour|honest|honou?r|heir)/i;

function wantsAn(word: string): boolean {
  if (/^\d/.test(word)) return /^(8|11(?!\d\d\d)|18(?!\d\d\d))/.test(word.replace(/,/g, ""));
  if (SILENT_H.test(word)) return true;
  if (VOWEL_LETTER_CONSONANT_SOUND.test(word)) return false;
  return /^[aeiou]/i.test(word);
}

/** "a"/"an" agreed with the word after it, keeping the article's capital. */
export function fixArticles(text: string): string {
  return text.replace(/\b([Aa])(n?) ([*_"“(]*)([A-Za-z0-9][\w,]*)/g, (all, a: string, n: string, marks: string, word: string) => {
    // A one-letter word after "a" is a label ("a B", "plan A"), not a noun: leave it.
    if (word.length === 1 && !/\d/.test(word)) return all;
    const an = wantsAn(word);
    if (an === (n === "n")) return all;
    return `${a}${an ? "n" : ""} ${marks}${word}`;
  });
}

/** Every fix of the pass, in order. */
export function tidyText(text: string): string {
  return fixArticles(text).replace(/\bruled by (Sun|Moon)\b/g, "ruled by the $1");
}
