import { COLOURS, DEVICE_COLOURS, millilitres, packs } from './common.ts';
import { GIFT_BOX } from './luggage.ts';
import { w, type SubCategoryVocab } from './types.ts';

export const DISCREET = w('隐私发货', 'in Discreet Packaging', 'in neutraler Verpackung', 'en emballage discret', 'in confezione discreta', 'en embalaje discreto', 'w dyskretnym opakowaniu', 'в конфиденциальной упаковке');
export const PH_BALANCED = w('弱酸性', 'pH-Balanced', 'mit ausgeglichenem pH-Wert', 'au pH équilibré', 'a pH bilanciato', 'de pH equilibrado', 'o zrównoważonym pH', 'со сбалансированным pH');
export const BOTANICAL = w('植物萃取', 'Botanical', 'mit Pflanzenextrakten', 'aux extraits végétaux', 'con estratti vegetali', 'con extractos vegetales', 'z ekstraktami roślinnymi', 'с растительными экстрактами');
export const TRAVEL_SIZE = w('便携装', 'in Travel Size', 'im Reiseformat', 'format voyage', 'formato da viaggio', 'tamaño de viaje', 'w rozmiarze podróżnym', 'дорожного формата');

export const ADULT: SubCategoryVocab[] = [
  {
    key: 'adult-products/condoms',
    share: 2,
    kinds: [
      { shape: 'box', name: w('安全套', 'Condoms', 'Kondome', 'Préservatifs', 'Preservativi', 'Preservativos', 'Prezerwatywy', 'Презервативы'), cn: ['安全套', '避孕套'], price: [19, 99], weight: [60, 200], volume: [150, 600] },
      { shape: 'box', name: w('超薄安全套', 'Ultra-Thin Condoms', 'Ultradünne Kondome', 'Préservatifs ultra-fins', 'Preservativi ultrasottili', 'Preservativos ultrafinos', 'Ultracienkie prezerwatywy', 'Ультратонкие презервативы'), cn: ['超薄安全套', '001超薄避孕套'], price: [29, 129], weight: [60, 200], volume: [150, 600] },
      { shape: 'box', name: w('大号安全套', 'Large-Size Condoms', 'Kondome in Übergröße', 'Préservatifs grande taille', 'Preservativi large', 'Preservativos de talla grande', 'Prezerwatywy XL', 'Презервативы увеличенного размера'), cn: ['大号安全套', '加大码避孕套'], price: [29, 119], weight: [60, 200], volume: [150, 600] },
    ],
    attrs: [
      w('玻尿酸润滑', 'Extra-Lubricated', 'mit extra viel Gleitgel', 'extra-lubrifiés', 'extra lubrificati', 'extra lubricados', 'z dodatkowym nawilżeniem', 'с дополнительной смазкой'),
      w('天然乳胶', 'Natural Latex', 'aus Naturlatex', 'en latex naturel', 'in lattice naturale', 'de látex natural', 'z naturalnego lateksu', 'из натурального латекса'),
      w('无乳胶', 'Latex-Free', 'ohne Latex', 'sans latex', 'senza lattice', 'sin látex', 'bez lateksu', 'без латекса'),
    ],
    features: [
      DISCREET,
      w('螺纹', 'with Ribbed Texture', 'mit Rippen', 'à nervures', 'con rilievi', 'con estrías', 'z prążkami', 'с рёбрами'),
      w('独立包装', 'Individually Wrapped', 'einzeln verpackt', 'emballés individuellement', 'confezionati singolarmente', 'envueltos individualmente', 'pakowane pojedynczo', 'в индивидуальной упаковке'),
    ],
    variants: packs('只', 10, 12, 20, 30),
    cnTags: ['正品', '隐私发货', '男用', '超薄', '计生用品', '持久'],
  },
  {
    key: 'adult-products/lubricants',
    share: 2,
    kinds: [
      { shape: 'bottle', name: w('水溶性润滑液', 'Water-Based Lubricant', 'Gleitgel auf Wasserbasis', "Lubrifiant à base d'eau", "Lubrificante a base d'acqua", 'Lubricante a base de agua', 'Lubrykant na bazie wody', 'Лубрикант на водной основе'), cn: ['润滑液', '水溶性润滑剂'], price: [29, 129], weight: [100, 350], volume: [200, 600] },
      { shape: 'bottle', name: w('硅基润滑液', 'Silicone-Based Lubricant', 'Gleitgel auf Silikonbasis', 'Lubrifiant à base de silicone', 'Lubrificante al silicone', 'Lubricante de silicona', 'Lubrykant silikonowy', 'Лубрикант на силиконовой основе'), cn: ['硅基润滑剂', '润滑油'], price: [39, 159], weight: [100, 350], volume: [200, 600] },
      { shape: 'bottle', name: w('按摩油', 'Massage Oil', 'Massageöl', 'Huile de massage', 'Olio da massaggio', 'Aceite de masaje', 'Olejek do masażu', 'Массажное масло'), cn: ['按摩油', '精油按摩油'], price: [29, 159], weight: [120, 400], volume: [250, 700] },
    ],
    attrs: [
      w('无香', 'Fragrance-Free', 'ohne Duftstoffe', 'sans parfum', 'senza profumo', 'sin perfume', 'bezzapachowy', 'без запаха'),
      w('芦荟', 'Aloe Vera', 'mit Aloe vera', "à l'aloe vera", "all'aloe vera", 'con aloe vera', 'z aloesem', 'с алоэ вера'),
      PH_BALANCED,
    ],
    features: [
      DISCREET,
      w('易清洗', 'Easy to Wash Off', 'leicht abwaschbar', 'facile à rincer', 'facile da risciacquare', 'fácil de limpiar', 'łatwy do zmycia', 'легко смывается'),
      w('不粘腻', 'Non-Sticky', 'nicht klebend', 'sans effet collant', 'non appiccicoso', 'no pegajoso', 'nieklejący', 'без липкости'),
    ],
    variants: millilitres(50, 100, 200),
    cnTags: ['正品', '隐私发货', '男女用', '人体', '水溶性', '温和'],
  },
  {
    key: 'adult-products/lingerie',
    share: 3,
    kinds: [
      { shape: 'lingerie', name: w('文胸内裤套装', 'Bra and Brief Set', 'BH-Set', 'Ensemble soutien-gorge et culotte', 'Completo reggiseno e slip', 'Conjunto de sujetador y braguita', 'Komplet biustonosz i figi', 'Комплект: бюстгальтер и трусики'), cn: ['内衣套装', '文胸套装'], price: [39, 199], weight: [80, 200], volume: [400, 1200] },
      { shape: 'dress', name: w('吊带睡裙', 'Nightdress', 'Nachthemd', 'Nuisette', 'Camicia da notte', 'Camisón', 'Koszulka nocna', 'Ночная сорочка'), cn: ['吊带睡裙', '睡衣'], price: [39, 199], weight: [100, 300], volume: [500, 1500] },
      { shape: 'coat', name: w('睡袍', 'Robe', 'Morgenmantel', 'Peignoir', 'Vestaglia', 'Bata', 'Szlafrok', 'Халат'), cn: ['睡袍', '晨袍'], price: [49, 259], weight: [200, 500], volume: [1500, 4000] },
      { shape: 'lingerie', name: w('吊带背心', 'Camisole', 'Spaghetti-Top', 'Caraco', 'Top con spalline sottili', 'Top lencero', 'Koszulka na ramiączkach', 'Топ на бретелях'), cn: ['吊带背心', '内搭吊带'], price: [29, 129], weight: [60, 180], volume: [300, 1000] },
    ],
    attrs: [
      w('蕾丝', 'Lace', 'aus Spitze', 'en dentelle', 'in pizzo', 'de encaje', 'z koronki', 'из кружева'),
      w('真丝', 'Silk', 'aus Seide', 'en soie', 'in seta', 'de seda', 'z jedwabiu', 'из шёлка'),
      w('冰丝缎面', 'Satin', 'aus Satin', 'en satin', 'in raso', 'de satén', 'z satyny', 'из сатина'),
      w('法式', 'French-Style', 'im französischen Stil', 'style français', 'in stile francese', 'de estilo francés', 'w stylu francuskim', 'во французском стиле'),
    ],
    features: [
      w('舒适', 'Comfortable Fit', 'angenehm zu tragen', 'agréable à porter', 'piacevole da indossare', 'de gran comodidad', 'dla komfortu na co dzień', 'для комфорта'),
      w('优雅', 'Elegant', 'in eleganter Optik', 'allure élégante', 'dal look elegante', 'de aire elegante', 'o eleganckim kroju', 'элегантного кроя'),
      GIFT_BOX,
      w('大码', 'Plus Sizes Available', 'auch in großen Größen', 'existe en grandes tailles', 'disponibile anche in taglie forti', 'disponible en tallas grandes', 'także w dużych rozmiarach', 'есть большие размеры'),
    ],
    variants: [COLOURS[0]!, COLOURS[1]!, COLOURS[7]!, COLOURS[10]!, COLOURS[6]!, COLOURS[15]!, COLOURS[12]!],
    cnTags: ['法式', '温柔', '舒适', '少女', '礼物', '隐私发货'],
    cnAudience: ['女'],
  },
  {
    key: 'adult-products/adult-toys',
    share: 2,
    kinds: [
      { shape: 'massager', name: w('按摩棒', 'Personal Wand Massager', 'Stabmassagegerät', 'Masseur baguette', 'Massaggiatore a bacchetta', 'Masajeador de varita', 'Masażer typu wand', 'Массажёр-жезл'), cn: ['按摩棒', '无线按摩棒'], price: [59, 399], weight: [300, 700], volume: [800, 2500] },
      { shape: 'massager', name: w('迷你按摩器', 'Mini Bullet Massager', 'Mini-Massagegerät', 'Mini-masseur', 'Mini massaggiatore', 'Minimasajeador', 'Minimasażer', 'Мини-массажёр'), cn: ['迷你按摩器', '便携按摩器'], price: [39, 199], weight: [100, 250], volume: [200, 800] },
      { shape: 'massager', name: w('情侣按摩器', "Couples' Massager", 'Partner-Massagegerät', 'Masseur pour couple', 'Massaggiatore per coppia', 'Masajeador para parejas', 'Masażer dla par', 'Массажёр для пар'), cn: ['情侣按摩器', '情侣共用玩具'], price: [99, 499], weight: [150, 400], volume: [300, 1200] },
    ],
    attrs: [
      w('医用硅胶', 'Body-Safe Silicone', 'aus hautfreundlichem Silikon', 'en silicone doux pour la peau', 'in silicone anallergico', 'de silicona segura para la piel', 'z bezpiecznego dla skóry silikonu', 'из безопасного для кожи силикона'),
      w('静音', 'Whisper-Quiet', 'mit leisem Motor', 'à moteur silencieux', 'con motore silenzioso', 'con motor silencioso', 'z cichym silnikiem', 'с тихим мотором'),
      w('USB充电', 'USB-Rechargeable', 'mit USB-Akku', 'rechargeable par USB', 'ricaricabile via USB', 'recargable por USB', 'ładowany przez USB', 'с зарядкой от USB'),
    ],
    features: [
      w('10档振动', 'with 10 Vibration Modes', 'mit 10 Vibrationsstufen', '10 modes de vibration', '10 modalità di vibrazione', '10 modos de vibración', '10 trybów wibracji', '10 режимов вибрации'),
      w('IPX7防水', 'Waterproof IPX7', 'wasserdicht nach IPX7', 'étanche IPX7', 'impermeabile IPX7', 'resistente al agua IPX7', 'wodoodporny IPX7', 'водонепроницаемый IPX7'),
      DISCREET,
    ],
    variants: [DEVICE_COLOURS[0]!, DEVICE_COLOURS[1]!, DEVICE_COLOURS[6]!, DEVICE_COLOURS[4]!, DEVICE_COLOURS[5]!],
    cnTags: ['静音', '隐私发货', '女用', '情趣用品', '正品', '防水'],
  },
  {
    key: 'adult-products/intimate-care',
    share: 2,
    kinds: [
      { shape: 'bottle', name: w('私处护理液', 'Intimate Wash', 'Intimwaschlotion', 'Gel intime', 'Detergente intimo', 'Gel íntimo', 'Płyn do higieny intymnej', 'Гель для интимной гигиены'), cn: ['私处护理液', '女性洗液'], price: [19, 99], weight: [200, 450], volume: [300, 700], variants: millilitres(150, 250, 300) },
      { shape: 'pouch', name: w('私处湿巾', 'Intimate Wipes', 'Intimpflegetücher', 'Lingettes intimes', 'Salviette intime', 'Toallitas íntimas', 'Chusteczki do higieny intymnej', 'Влажные салфетки для интимной гигиены'), cn: ['私处湿巾', '独立装湿巾'], price: [9.9, 49], weight: [100, 300], volume: [400, 1200], variants: packs('片', 10, 20, 30) },
      { shape: 'pouch', name: w('卫生巾', 'Sanitary Pads', 'Damenbinden', 'Serviettes hygiéniques', 'Assorbenti', 'Compresas', 'Podpaski', 'Гигиенические прокладки'), cn: ['卫生巾', '日用卫生巾'], price: [9.9, 59], weight: [150, 400], volume: [800, 2500], variants: packs('片', 10, 20, 30) },
    ],
    attrs: [
      PH_BALANCED,
      w('无香', 'Fragrance-Free', 'ohne Duftstoffe', 'sans parfum', 'senza profumo', 'sin perfume', 'bez zapachu', 'без запаха'),
      BOTANICAL,
    ],
    features: [
      w('温和', 'for Gentle Daily Care', 'mild für die tägliche Pflege', 'pour un usage quotidien', "per l'uso quotidiano", 'para uso diario', 'do codziennego stosowania', 'для ежедневного ухода'),
      TRAVEL_SIZE,
    ],
    variants: millilitres(250),
    cnTags: ['女性', '温和', '清洁', '正品', '便携', '日常护理'],
    cnAudience: ['女'],
  },
];
