import { ADULT } from './adult.ts';
import { CLOTHING } from './clothing.ts';
import { ELECTRONICS } from './electronics.ts';
import { FOOD } from './food.ts';
import { GENERAL } from './general.ts';
import { LUGGAGE } from './luggage.ts';
import { MEDICINES } from './medicines.ts';
import { SHOES } from './shoes.ts';
import { TEXTILES } from './textiles.ts';
import type { SubCategoryVocab } from './types.ts';

export { TITLE_LOCALES, type Kind, type Phrase, type SubCategoryVocab, type TitleLocale } from './types.ts';

/** Title vocabulary for every sub-category of the nine hot categories (keys = `categories.key`). */
export const SUBCATEGORY_VOCAB: readonly SubCategoryVocab[] = [
  ...CLOTHING,
  ...SHOES,
  ...LUGGAGE,
  ...ELECTRONICS,
  ...TEXTILES,
  ...ADULT,
  ...MEDICINES,
  ...FOOD,
  ...GENERAL,
];
