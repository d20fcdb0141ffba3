import { w } from './types.ts';

/** Colours for clothing, shoes, bags and textiles. pl/ru carry a label so no adjective has to agree with the noun. */
export const COLOURS = [
  w('黑色', 'Black', 'Schwarz', 'Noir', 'Nero', 'Negro', 'kolor: czarny', 'цвет: чёрный'),
  w('白色', 'White', 'Weiß', 'Blanc', 'Bianco', 'Blanco', 'kolor: biały', 'цвет: белый'),
  w('灰色', 'Grey', 'Grau', 'Gris', 'Grigio', 'Gris', 'kolor: szary', 'цвет: серый'),
  w('浅灰色', 'Light Grey', 'Hellgrau', 'Gris clair', 'Grigio chiaro', 'Gris claro', 'kolor: jasnoszary', 'цвет: светло-серый'),
  w('藏青色', 'Navy', 'Marineblau', 'Bleu marine', 'Blu navy', 'Azul marino', 'kolor: granatowy', 'цвет: тёмно-синий'),
  w('卡其色', 'Khaki', 'Khaki', 'Kaki', 'Kaki', 'Caqui', 'kolor: khaki', 'цвет: хаки'),
  w('米色', 'Beige', 'Beige', 'Beige', 'Beige', 'Beige', 'kolor: beżowy', 'цвет: бежевый'),
  w('酒红色', 'Burgundy', 'Bordeaux', 'Bordeaux', 'Bordeaux', 'Burdeos', 'kolor: bordowy', 'цвет: бордовый'),
  w('军绿色', 'Olive', 'Olivgrün', 'Vert olive', 'Verde oliva', 'Verde oliva', 'kolor: oliwkowy', 'цвет: оливковый'),
  w('雾霾蓝', 'Dusty Blue', 'Rauchblau', 'Bleu grisé', 'Blu polvere', 'Azul empolvado', 'kolor: przydymiony niebieski', 'цвет: пыльно-голубой'),
  w('粉色', 'Pink', 'Rosa', 'Rose', 'Rosa', 'Rosa', 'kolor: różowy', 'цвет: розовый'),
  w('咖啡色', 'Brown', 'Braun', 'Marron', 'Marrone', 'Marrón', 'kolor: brązowy', 'цвет: коричневый'),
  w('红色', 'Red', 'Rot', 'Rouge', 'Rosso', 'Rojo', 'kolor: czerwony', 'цвет: красный'),
  w('奶油黄', 'Butter Yellow', 'Buttergelb', 'Jaune beurre', 'Giallo burro', 'Amarillo mantequilla', 'kolor: maślany żółty', 'цвет: сливочно-жёлтый'),
  w('墨绿色', 'Forest Green', 'Tannengrün', 'Vert forêt', 'Verde bosco', 'Verde bosque', 'kolor: butelkowa zieleń', 'цвет: тёмно-зелёный'),
  w('紫色', 'Purple', 'Lila', 'Violet', 'Viola', 'Morado', 'kolor: fioletowy', 'цвет: фиолетовый'),
];

/** Finishes for electronics and small appliances. */
export const DEVICE_COLOURS = [
  w('黑色', 'Black', 'Schwarz', 'Noir', 'Nero', 'Negro', 'kolor: czarny', 'цвет: чёрный'),
  w('白色', 'White', 'Weiß', 'Blanc', 'Bianco', 'Blanco', 'kolor: biały', 'цвет: белый'),
  w('银色', 'Silver', 'Silber', 'Argent', 'Argento', 'Plateado', 'kolor: srebrny', 'цвет: серебристый'),
  w('深空灰', 'Space Grey', 'Space Grau', 'Gris sidéral', 'Grigio siderale', 'Gris espacial', 'kolor: gwiezdna szarość', 'цвет: серый космос'),
  w('午夜蓝', 'Midnight Blue', 'Mitternachtsblau', 'Bleu nuit', 'Blu notte', 'Azul medianoche', 'kolor: granat północy', 'цвет: полночный синий'),
  w('薄荷绿', 'Mint Green', 'Mintgrün', 'Vert menthe', 'Verde menta', 'Verde menta', 'kolor: miętowy', 'цвет: мятный'),
  w('樱花粉', 'Sakura Pink', 'Kirschblütenrosa', 'Rose sakura', 'Rosa sakura', 'Rosa sakura', 'kolor: różowy sakura', 'цвет: розовая сакура'),
  w('钛金色', 'Titanium Gold', 'Titangold', 'Or titane', 'Oro titanio', 'Oro titanio', 'kolor: tytanowe złoto', 'цвет: титановое золото'),
];

/** Pack sizes for consumables; `unitZh` is the Chinese measure word ("只", "片", "件"). */
export function packs(unitZh: string, ...counts: number[]) {
  return counts.map((n) => w(`${n}${unitZh}装`, `Pack of ${n}`, `${n}er-Pack`, `Lot de ${n}`, `Confezione da ${n}`, `Pack de ${n}`, `${n} szt.`, `${n} шт.`));
}

/** Net weights ("500 g") for food; identical notation in every locale except the units in ru. */
export function grams(...values: number[]) {
  return values.map((g) => {
    const metric = g >= 1000 ? `${g / 1000} kg` : `${g} g`;
    const ru = g >= 1000 ? `${String(g / 1000).replace('.', ',')} кг` : `${g} г`;
    const eu = metric.replace('.', ',');
    return w(g >= 1000 ? `${g / 1000}kg` : `${g}g`, metric, eu, eu, eu, eu, eu, ru);
  });
}

/** Volumes ("250 ml") for liquids. */
export function millilitres(...values: number[]) {
  return values.map((ml) => w(`${ml}ml`, `${ml} ml`, `${ml} ml`, `${ml} ml`, `${ml} ml`, `${ml} ml`, `${ml} ml`, `${ml} мл`));
}

/**
 * Tablet counts. Only counts whose Polish and Russian plural is the genitive form ("60 tabletek",
 * "60 таблеток") are accepted, so the phrase is always grammatical.
 */
export function tablets(...counts: number[]) {
  for (const n of counts) {
    const last = n % 10;
    const lastTwo = n % 100;
    if (n < 5 || (last >= 1 && last <= 4 && !(lastTwo >= 11 && lastTwo <= 14))) throw new Error(`tablet count ${n} needs another plural form`);
  }
  return counts.map((n) =>
    w(`${n}粒`, `${n} Tablets`, `${n} Tabletten`, `${n} comprimés`, `${n} compresse`, `${n} comprimidos`, `${n} tabletek`, `${n} таблеток`),
  );
}

/** Bed sizes in cm. */
export const BED_SIZES = [
  w('1.5m床', '150 × 200 cm', '150 × 200 cm', '150 × 200 cm', '150 × 200 cm', '150 × 200 cm', '150 × 200 cm', '150 × 200 см'),
  w('1.8m床', '180 × 200 cm', '180 × 200 cm', '180 × 200 cm', '180 × 200 cm', '180 × 200 cm', '180 × 200 cm', '180 × 200 см'),
  w('2.0m床', '200 × 220 cm', '200 × 220 cm', '200 × 220 cm', '200 × 220 cm', '200 × 220 cm', '200 × 220 cm', '200 × 220 см'),
  w('1.2m床', '120 × 200 cm', '120 × 200 cm', '120 × 200 cm', '120 × 200 cm', '120 × 200 cm', '120 × 200 cm', '120 × 200 см'),
];
