import { VINTAGE } from './clothing.ts';
import { COLOURS, DEVICE_COLOURS, grams, millilitres, packs } from './common.ts';
import { BOTANICAL, TRAVEL_SIZE } from './adult.ts';
import { GIFT_BOX } from './luggage.ts';
import { SCANDI, VELVET } from './textiles.ts';
import { w, type SubCategoryVocab } from './types.ts';

const JAPANESE = w('日式', 'Japanese-Style', 'im japanischen Stil', 'style japonais', 'stile giapponese', 'estilo japonés', 'w stylu japońskim', 'в японском стиле');
const CERAMIC = w('陶瓷', 'Ceramic', 'aus Keramik', 'en céramique', 'in ceramica', 'de cerámica', 'z ceramiki', 'из керамики');
const STAINLESS = w('316不锈钢', '316 Stainless Steel', 'aus Edelstahl 316', 'en inox 316', 'in acciaio inox 316', 'de acero inoxidable 316', 'ze stali nierdzewnej 316', 'из нержавеющей стали 316');
const WOODEN = w('实木', 'Wooden', 'aus Holz', 'en bois', 'in legno', 'de madera', 'z drewna', 'из дерева');
const KAWAII = w('可爱', 'Kawaii', 'im Kawaii-Stil', 'style kawaii', 'stile kawaii', 'estilo kawaii', 'w stylu kawaii', 'в стиле каваи');
const DISHWASHER = w('可进洗碗机', 'Dishwasher-Safe', 'spülmaschinenfest', 'lavage au lave-vaisselle', 'lavaggio in lavastoviglie', 'para lavavajillas', 'można myć w zmywarce', 'можно мыть в посудомоечной машине');
const MICROWAVE = w('微波炉适用', 'Microwave-Safe', 'mikrowellengeeignet', 'compatible micro-ondes', 'per microonde', 'para microondas', 'można używać w mikrofalówce', 'для микроволновки');
const NON_SLIP_SURFACE = w('防滑', 'with Non-Slip Surface', 'mit rutschfester Oberfläche', 'à surface antidérapante', 'con superficie antiscivolo', 'con superficie antideslizante', 'z antypoślizgową powierzchnią', 'с нескользящей поверхностью');
const LARGE_CAPACITY = w('大容量', 'with Extra-Large Capacity', 'mit großem Volumen', 'grande contenance', 'di grande capienza', 'de gran capacidad', 'o dużej pojemności', 'большой вместимости');
const SCHOOL_OFFICE = w('学生办公', 'for School and Office', 'für Schule und Büro', "pour l'école et le bureau", "per la scuola e l'ufficio", 'para el colegio y la oficina', 'do szkoły i biura', 'для учёбы и офиса');
const MORANDI = w('莫兰迪色', 'Morandi-Colour', 'in Morandi-Farben', 'coloris Morandi', 'colori Morandi', 'colores Morandi', 'w kolorach Morandi', 'в цветах Моранди');
const MOISTURISING = w('保湿', 'Moisturising', 'feuchtigkeitsspendend', 'action hydratante', 'azione idratante', 'acción hidratante', 'działanie nawilżające', 'увлажняющее действие');
const SENSITIVE_SKIN = w('敏感肌可用', 'for Sensitive Skin', 'für empfindliche Haut', 'pour peaux sensibles', 'per pelli sensibili', 'para pieles sensibles', 'do skóry wrażliwej', 'для чувствительной кожи');
const GENTLE = w('温和', 'Gentle', 'mit milder Formel', 'formule douce', 'formula delicata', 'fórmula suave', 'o łagodnej formule', 'с мягкой формулой');
const FRAGRANCE_FREE = w('无香', 'Fragrance-Free', 'ohne Duftstoffe', 'sans parfum', 'senza profumo', 'sin perfume', 'bez zapachu', 'без запаха');
const DURABLE = w('耐用', 'Durable', 'in strapazierfähiger Ausführung', 'haute résistance', 'resistente', 'resistente', 'o wysokiej wytrzymałości', 'повышенной прочности');
const REFLECTIVE = w('反光', 'with Reflective Details', 'mit reflektierenden Details', 'avec détails réfléchissants', 'con dettagli riflettenti', 'con detalles reflectantes', 'z elementami odblaskowymi', 'со светоотражающими деталями');

const ALL_SEASONS = w('四季通用', 'for All Seasons', 'für alle Jahreszeiten', 'toutes saisons', 'per tutte le stagioni', 'para todas las estaciones', 'na każdą porę roku', 'для любого сезона');
const CATS_SMALL_DOGS = w('猫狗通用', 'for Cats and Small Dogs', 'für Katzen und kleine Hunde', 'pour chats et petits chiens', 'per gatti e cani di piccola taglia', 'para gatos y perros pequeños', 'dla kotów i małych psów', 'для кошек и маленьких собак');
const EASY_CLEAN = w('易清洁', 'Easy to Clean', 'leicht zu reinigen', 'facile à nettoyer', 'facile da pulire', 'fácil de limpiar', 'łatwe czyszczenie', 'простой уход');

function pieces(...counts: number[]) {
  return counts.map((n) => w(`${n}片`, `${n} Pieces`, `${n} Teile`, `${n} pièces`, `${n} pezzi`, `${n} piezas`, `${n} elementów`, `${n} деталей`));
}

const SHADES = [
  w('#01 豆沙色', 'Shade 01 Rosewood', 'Farbton 01 Rosenholz', 'Teinte 01 Bois de rose', 'Tonalità 01 Palissandro', 'Tono 01 Palo de rosa', 'Odcień 01 Różane drewno', 'Оттенок 01 Розовое дерево'),
  w('#02 正红色', 'Shade 02 Classic Red', 'Farbton 02 Klassisches Rot', 'Teinte 02 Rouge classique', 'Tonalità 02 Rosso classico', 'Tono 02 Rojo clásico', 'Odcień 02 Klasyczna czerwień', 'Оттенок 02 Классический красный'),
  w('#03 奶茶色', 'Shade 03 Milk Tea', 'Farbton 03 Milchtee', 'Teinte 03 Thé au lait', 'Tonalità 03 Tè al latte', 'Tono 03 Té con leche', 'Odcień 03 Herbata z mlekiem', 'Оттенок 03 Чай с молоком'),
  w('#04 枫叶红', 'Shade 04 Maple Red', 'Farbton 04 Ahornrot', 'Teinte 04 Rouge érable', "Tonalità 04 Rosso d'acero", 'Tono 04 Rojo arce', 'Odcień 04 Klonowa czerwień', 'Оттенок 04 Кленовый красный'),
];

export const GENERAL: SubCategoryVocab[] = [
  {
    key: 'other-general-goods/kitchen-dining',
    share: 4,
    kinds: [
      {
        shape: 'mug',
        name: w('马克杯', 'Mug', 'Becher', 'Mug', 'Tazza mug', 'Taza', 'Kubek', 'Кружка'),
        cn: ['马克杯', '陶瓷杯'],
        price: [15, 99],
        weight: [300, 600],
        volume: [1000, 2500],
        attrs: [CERAMIC, JAPANESE, w('手绘', 'Hand-Painted', 'mit Handbemalung', 'peint à la main', 'con decoro dipinto a mano', 'con decoración pintada a mano', 'z ręcznie malowanym wzorem', 'с ручной росписью')],
        features: [DISHWASHER, MICROWAVE, GIFT_BOX],
      },
      {
        shape: 'bowl',
        name: w('碗具套装', 'Bowl Set', 'Schüsselset', 'Lot de bols', 'Set di ciotole', 'Juego de cuencos', 'Zestaw misek', 'Набор пиал'),
        cn: ['碗具套装', '家用饭碗'],
        price: [29, 199],
        weight: [600, 2500],
        volume: [3000, 9000],
        attrs: [CERAMIC, JAPANESE, w('手绘', 'Hand-Painted', 'mit Handbemalung', 'peint à la main', 'con decoro dipinto a mano', 'con decoración pintada a mano', 'z ręcznie malowanym wzorem', 'с ручной росписью')],
        features: [DISHWASHER, MICROWAVE, GIFT_BOX],
      },
      {
        shape: 'bottle',
        name: w('保温杯', 'Insulated Bottle', 'Thermosflasche', 'Bouteille isotherme', 'Borraccia termica', 'Botella térmica', 'Butelka termiczna', 'Термобутылка'),
        cn: ['保温杯', '大容量水杯'],
        price: [29, 259],
        weight: [300, 700],
        volume: [1200, 3000],
        attrs: [STAINLESS],
        features: [
          w('保温12小时', 'Keeps Drinks Hot for 12 Hours', 'hält 12 Stunden warm', 'garde au chaud 12 heures', 'mantiene il caldo per 12 ore', 'mantiene el calor 12 horas', 'utrzymuje ciepło do 12 godzin', 'сохраняет тепло до 12 часов'),
          GIFT_BOX,
        ],
        variants: DEVICE_COLOURS,
      },
      {
        shape: 'chopsticks',
        name: w('筷子', 'Chopsticks', 'Essstäbchen', 'Baguettes', 'Bacchette', 'Palillos chinos', 'Pałeczki', 'Палочки для еды'),
        cn: ['筷子', '家用防霉筷子'],
        price: [9.9, 69],
        weight: [100, 400],
        volume: [300, 1000],
        attrs: [WOODEN, w('合金', 'Heat-Resistant Alloy', 'aus hitzebeständigem Kunststoff', 'en alliage résistant à la chaleur', 'in lega resistente al calore', 'de aleación resistente al calor', 'ze stopu odpornego na ciepło', 'из термостойкого сплава'), JAPANESE],
        features: [DISHWASHER, GIFT_BOX],
        variants: packs('双', 5, 10),
      },
      {
        shape: 'pan',
        name: w('不粘锅', 'Non-Stick Pan', 'Antihaft-Pfanne', 'Poêle antiadhésive', 'Padella antiaderente', 'Sartén antiadherente', 'Patelnia nieprzywierająca', 'Антипригарная сковорода'),
        cn: ['不粘锅', '平底锅'],
        price: [59, 399],
        weight: [800, 2000],
        volume: [5000, 12000],
        attrs: [w('麦饭石', 'Granite-Coated', 'mit Granitbeschichtung', 'à revêtement effet granit', 'con rivestimento effetto granito', 'con revestimiento de granito', 'z powłoką granitową', 'с гранитным покрытием'), STAINLESS],
        features: [w('电磁炉通用', 'Induction-Compatible', 'für Induktion geeignet', 'compatible induction', 'per induzione', 'apta para inducción', 'do indukcji', 'для индукционных плит'), DISHWASHER],
        variants: [
          w('24cm', '24 cm', '24 cm', '24 cm', '24 cm', '24 cm', '24 cm', '24 см'),
          w('28cm', '28 cm', '28 cm', '28 cm', '28 cm', '28 cm', '28 cm', '28 см'),
          w('30cm', '30 cm', '30 cm', '30 cm', '30 cm', '30 cm', '30 cm', '30 см'),
        ],
      },
    ],
    attrs: [JAPANESE, SCANDI],
    features: [GIFT_BOX],
    variants: COLOURS,
    cnTags: ['家用', 'ins风', '高颜值', '北欧', '日式', '礼盒', '送礼'],
  },
  {
    key: 'other-general-goods/storage-organization',
    share: 4,
    kinds: [
      { shape: 'bin', name: w('收纳箱', 'Storage Box', 'Aufbewahrungsbox', 'Boîte de rangement', 'Scatola portaoggetti', 'Caja de almacenaje', 'Pudełko do przechowywania', 'Ящик для хранения'), cn: ['收纳箱', '整理箱'], price: [19, 129], weight: [500, 2000], volume: [10000, 50000] },
      { shape: 'bin', name: w('收纳篮', 'Storage Basket', 'Aufbewahrungskorb', 'Panier de rangement', 'Cesto portaoggetti', 'Cesta organizadora', 'Kosz do przechowywania', 'Корзина для хранения'), cn: ['收纳篮', '脏衣篮'], price: [15, 99], weight: [300, 1200], volume: [6000, 30000] },
      { shape: 'bin', name: w('抽屉收纳盒', 'Drawer Organiser', 'Schubladen-Organizer', 'Organiseur de tiroir', 'Organizer per cassetti', 'Organizador de cajones', 'Organizer do szuflady', 'Органайзер для ящика'), cn: ['抽屉收纳盒', '分格收纳盒'], price: [9.9, 69], weight: [150, 600], volume: [1500, 6000] },
      {
        shape: 'pouch',
        name: w('真空压缩袋', 'Vacuum Storage Bags', 'Vakuumbeutel', 'Sacs sous vide', 'Sacchetti sottovuoto', 'Bolsas al vacío', 'Worki próżniowe', 'Вакуумные пакеты'),
        cn: ['真空压缩袋', '被子收纳袋'],
        price: [19, 99],
        weight: [300, 900],
        volume: [1500, 4000],
        attrs: [w('加厚', 'Extra-Thick', 'in extra starker Ausführung', 'version extra-épaisse', 'in versione extra spessa', 'en versión extragruesa', 'w wersji pogrubionej', 'повышенной прочности')],
        features: [
          w('送手泵', 'with Hand Pump', 'mit Handpumpe', 'avec pompe manuelle', 'con pompa manuale', 'con bomba manual', 'z pompką ręczną', 'с ручным насосом'),
          w('衣物被子', 'for Duvets and Clothes', 'für Bettdecken und Kleidung', 'pour couettes et vêtements', 'per piumoni e vestiti', 'para edredones y ropa', 'na kołdry i ubrania', 'для одеял и одежды'),
        ],
        variants: packs('只', 4, 6, 8),
      },
      {
        shape: 'hanger',
        name: w('衣架', 'Hangers', 'Kleiderbügel', 'Cintres', 'Grucce', 'Perchas', 'Wieszaki', 'Вешалки'),
        cn: ['衣架', '防滑衣架'],
        price: [9.9, 69],
        weight: [300, 1500],
        volume: [2000, 8000],
        attrs: [VELVET, WOODEN, STAINLESS],
        features: [
          w('节省空间', 'Space-Saving', 'platzsparend', 'gain de place', 'salvaspazio', 'para ahorrar espacio', 'dla oszczędności miejsca', 'для экономии места'),
          NON_SLIP_SURFACE,
        ],
        variants: packs('个', 10, 20, 30),
      },
    ],
    attrs: [
      w('可折叠', 'Collapsible', 'in faltbarer Ausführung', 'version pliable', 'in versione pieghevole', 'en versión plegable', 'w wersji składanej', 'в складном исполнении'),
      w('透明', 'Clear', 'aus transparentem Kunststoff', 'en plastique transparent', 'in plastica trasparente', 'de plástico transparente', 'z przezroczystego plastiku', 'из прозрачного пластика'),
      w('布艺', 'Fabric', 'aus Stoff', 'en tissu', 'in tessuto', 'de tela', 'z tkaniny', 'из ткани'),
      SCANDI,
    ],
    features: [
      LARGE_CAPACITY,
      w('可叠加', 'Stackable', 'stapelbar', 'empilable', 'impilabile', 'apilable', 'z możliwością układania w stos', 'можно ставить друг на друга'),
      w('带盖', 'with Lid', 'mit Deckel', 'avec couvercle', 'con coperchio', 'con tapa', 'z pokrywką', 'с крышкой'),
      w('衣柜宿舍', 'for Wardrobe and Dorm', 'für Kleiderschrank und Wohnheim', "pour armoire et chambre d'étudiant", 'per armadio e studentato', 'para armario y residencia', 'do szafy i akademika', 'для шкафа и общежития'),
    ],
    variants: COLOURS.slice(0, 8),
    cnTags: ['家用', '宿舍', '大容量', '衣柜', '桌面', 'ins风', '神器'],
  },
  {
    key: 'other-general-goods/stationery',
    share: 3,
    kinds: [
      {
        shape: 'pen',
        name: w('中性笔', 'Gel Pens', 'Gelschreiber', 'Stylos gel', 'Penne gel', 'Bolígrafos de gel', 'Długopisy żelowe', 'Гелевые ручки'),
        cn: ['中性笔', '速干刷题笔'],
        price: [2.9, 39],
        weight: [50, 300],
        volume: [100, 800],
        features: [
          w('0.5mm', 'with 0.5 mm Tip', 'mit 0,5-mm-Spitze', 'pointe 0,5 mm', 'punta 0,5 mm', 'punta de 0,5 mm', 'z końcówką 0,5 mm', 'с наконечником 0,5 мм'),
          w('速干', 'with Quick-Drying Ink', 'mit schnell trocknender Tinte', 'encre à séchage rapide', 'inchiostro ad asciugatura rapida', 'tinta de secado rápido', 'z szybkoschnącym tuszem', 'с быстросохнущими чернилами'),
          SCHOOL_OFFICE,
        ],
        variants: packs('支', 6, 10, 12, 20),
      },
      { shape: 'notebook', name: w('笔记本', 'Notebook', 'Notizbuch', 'Carnet', 'Quaderno', 'Cuaderno', 'Notes', 'Блокнот'), cn: ['笔记本', 'A5笔记本'], price: [5.9, 69], weight: [150, 600], volume: [500, 2000] },
      { shape: 'notebook', name: w('手账本', 'Bullet Journal', 'Bullet Journal', 'Bullet journal', 'Bullet journal', 'Bullet journal', 'Bullet journal', 'Ежедневник'), cn: ['手账本', '手帐本'], price: [19, 99], weight: [200, 600], volume: [600, 2000] },
      {
        shape: 'pen',
        name: w('荧光笔', 'Highlighters', 'Textmarker', 'Surligneurs', 'Evidenziatori', 'Rotuladores fluorescentes', 'Zakreślacze', 'Текстовыделители'),
        cn: ['荧光笔', '标记笔'],
        price: [5.9, 39],
        weight: [60, 250],
        volume: [150, 800],
        features: [SCHOOL_OFFICE],
        variants: packs('支', 6, 8, 12),
      },
      { shape: 'notebook', name: w('文件夹', 'Document Folder', 'Dokumentenmappe', 'Porte-documents', 'Cartellina portadocumenti', 'Carpeta para documentos', 'Teczka na dokumenty', 'Папка для документов'), cn: ['文件夹', '试卷收纳袋'], price: [5.9, 49], weight: [100, 400], volume: [500, 2000] },
    ],
    attrs: [JAPANESE, VINTAGE, MORANDI, KAWAII],
    features: [
      SCHOOL_OFFICE,
      w('A5点阵', 'A5 Dotted', 'im A5-Format mit Punktraster', 'A5 à points', 'A5 a puntini', 'A5 de puntos', 'A5 w kropki', 'A5 в точку'),
      w('200页', 'with 200 Pages', 'mit 200 Seiten', '200 pages', '200 pagine', '200 páginas', '200 stron', '200 страниц'),
      w('松紧带', 'with Elastic Closure', 'mit Gummiband', 'avec élastique de fermeture', 'con chiusura a elastico', 'con cierre elástico', 'z gumką', 'на резинке'),
    ],
    variants: COLOURS,
    cnTags: ['学生', '文具', '考研', 'ins', '高颜值', '办公', '开学'],
  },
  {
    key: 'other-general-goods/toys-games',
    share: 4,
    kinds: [
      { shape: 'blocks', name: w('积木', 'Building Blocks Set', 'Bausteine-Set', 'Jeu de construction', 'Set di mattoncini', 'Set de bloques de construcción', 'Zestaw klocków', 'Конструктор'), cn: ['积木', '拼装积木'], price: [29, 499], weight: [300, 2500], volume: [2000, 15000], variants: pieces(300, 800, 1500) },
      { shape: 'teddy', name: w('毛绒公仔', 'Plush Toy', 'Plüschtier', 'Peluche', 'Peluche', 'Peluche', 'Pluszak', 'Мягкая игрушка'), cn: ['毛绒玩具', '公仔玩偶'], price: [19, 199], weight: [150, 900], volume: [2000, 12000] },
      { shape: 'box', name: w('盲盒手办', 'Blind Box Figure', 'Blindbox-Figur', 'Figurine blind box', 'Figura blind box', 'Figura blind box', 'Figurka blind box', 'Фигурка-сюрприз'), cn: ['盲盒', '潮玩手办'], price: [39, 89], weight: [100, 250], volume: [500, 1200] },
      { shape: 'box', name: w('拼图', 'Jigsaw Puzzle', 'Puzzle', 'Puzzle', 'Puzzle', 'Rompecabezas', 'Puzzle', 'Пазл'), cn: ['拼图', '成人拼图'], price: [19, 159], weight: [300, 1200], volume: [1500, 5000], variants: pieces(500, 1000) },
      { shape: 'car', name: w('遥控车', 'Remote-Control Car', 'Ferngesteuertes Auto', 'Voiture télécommandée', 'Auto radiocomandata', 'Coche teledirigido', 'Samochód zdalnie sterowany', 'Машинка на радиоуправлении'), cn: ['遥控车', '遥控越野车'], price: [59, 399], weight: [500, 1500], volume: [3000, 9000] },
    ],
    attrs: [
      w('益智', 'Educational', 'mit Lerneffekt', 'à visée éducative', 'a scopo educativo', 'de aprendizaje', 'do nauki przez zabawę', 'для развития'),
      w('收藏级', "Collector's", 'in Sammlerqualität', 'qualité collector', 'da collezione', 'de colección', 'dla kolekcjonerów', 'для коллекционеров'),
      KAWAII,
    ],
    features: [
      w('生日礼物', 'Birthday Gift Idea', 'als Geburtstagsgeschenk', "idée cadeau d'anniversaire", 'idea regalo di compleanno', 'idea de regalo de cumpleaños', 'pomysł na prezent urodzinowy', 'подарок на день рождения'),
      w('大人小孩', 'for Kids and Adults', 'für Kinder und Erwachsene', 'pour enfants et adultes', 'per bambini e adulti', 'para niños y adultos', 'dla dzieci i dorosłych', 'для детей и взрослых'),
      GIFT_BOX,
    ],
    variants: COLOURS,
    cnTags: ['儿童', '生日礼物', '益智', '男孩', '女孩', '网红', '解压'],
  },
  {
    key: 'other-general-goods/beauty-personal-care',
    share: 4,
    kinds: [
      {
        shape: 'lipstick',
        name: w('口红', 'Lipstick', 'Lippenstift', 'Rouge à lèvres', 'Rossetto', 'Pintalabios', 'Pomadka', 'Губная помада'),
        cn: ['口红', '唇膏', '哑光口红'],
        price: [19, 199],
        weight: [30, 120],
        volume: [50, 300],
        features: [w('持久', 'Long-Lasting', 'lang anhaltend', 'longue tenue', 'lunga tenuta', 'larga duración', 'o długiej trwałości', 'повышенной стойкости'), MOISTURISING, GIFT_BOX],
        variants: SHADES,
      },
      { shape: 'sachet', name: w('面膜', 'Sheet Masks', 'Tuchmasken', 'Masques en tissu', 'Maschere in tessuto', 'Mascarillas de tela', 'Maseczki w płachcie', 'Тканевые маски'), cn: ['面膜', '补水面膜'], price: [19, 129], weight: [200, 600], volume: [600, 2000], features: [MOISTURISING, SENSITIVE_SKIN, GIFT_BOX], variants: packs('片', 5, 10, 20) },
      { shape: 'jar', name: w('面霜', 'Face Cream', 'Gesichtscreme', 'Crème visage', 'Crema viso', 'Crema facial', 'Krem do twarzy', 'Крем для лица'), cn: ['面霜', '保湿霜'], price: [39, 399], weight: [100, 350], volume: [200, 700], features: [MOISTURISING, SENSITIVE_SKIN, GIFT_BOX], variants: millilitres(30, 50) },
      {
        shape: 'bottle',
        name: w('洗发水', 'Shampoo', 'Shampoo', 'Shampooing', 'Shampoo', 'Champú', 'Szampon', 'Шампунь'),
        cn: ['洗发水', '洗发露'],
        price: [19, 129],
        weight: [400, 1200],
        volume: [600, 1500],
        attrs: [BOTANICAL, GENTLE, w('无硫酸盐', 'Sulphate-Free', 'ohne Sulfate', 'sans sulfates', 'senza solfati', 'sin sulfatos', 'bez siarczanów', 'без сульфатов')],
        features: [w('日常', 'for Daily Use', 'für die tägliche Anwendung', 'pour un usage quotidien', "per l'uso quotidiano", 'para uso diario', 'do codziennego stosowania', 'для ежедневного применения'), TRAVEL_SIZE],
        variants: millilitres(400, 500, 750),
      },
      {
        shape: 'tube',
        name: w('防晒霜', 'Sunscreen SPF 50', 'Sonnencreme LSF 50', 'Crème solaire SPF 50', 'Crema solare SPF 50', 'Protector solar FPS 50', 'Krem z filtrem SPF 50', 'Солнцезащитный крем SPF 50'),
        cn: ['防晒霜', '防晒乳'],
        price: [29, 199],
        weight: [60, 200],
        volume: [150, 500],
        features: [
          w('防水防汗', 'Water-Resistant', 'wasserfest', "résistante à l'eau", "resistente all'acqua", 'resistente al agua', 'wodoodporny', 'водостойкий'),
          TRAVEL_SIZE,
          w('清爽', 'with Lightweight Texture', 'mit leichter Textur', 'texture légère', 'texture leggera', 'textura ligera', 'o lekkiej konsystencji', 'с лёгкой текстурой'),
        ],
        variants: millilitres(50, 100),
      },
    ],
    attrs: [BOTANICAL, GENTLE, FRAGRANCE_FREE],
    features: [MOISTURISING, TRAVEL_SIZE, GIFT_BOX],
    variants: millilitres(50, 100),
    cnTags: ['正品', '国货', '学生党', '平价', '持久', '官方', '补水'],
  },
  {
    key: 'other-general-goods/pet-supplies',
    share: 3,
    kinds: [
      { shape: 'box', name: w('猫抓板', 'Cat Scratcher', 'Kratzbrett', 'Griffoir pour chat', 'Tiragraffi', 'Rascador para gatos', 'Drapak dla kota', 'Когтеточка'), cn: ['猫抓板', '瓦楞纸猫抓板'], price: [9.9, 99], weight: [300, 1500], volume: [3000, 12000] },
      { shape: 'petbowl', name: w('宠物碗', 'Pet Bowl', 'Futternapf', 'Gamelle', 'Ciotola per animali', 'Comedero', 'Miska dla zwierząt', 'Миска для животных'), cn: ['宠物碗', '猫碗狗碗'], price: [9.9, 89], weight: [200, 800], volume: [1000, 4000] },
      {
        shape: 'leash',
        name: w('牵引绳', 'Dog Leash', 'Hundeleine', 'Laisse pour chien', 'Guinzaglio', 'Correa para perro', 'Smycz dla psa', 'Поводок для собак'),
        cn: ['牵引绳', '遛狗绳'],
        price: [15, 129],
        weight: [100, 400],
        volume: [500, 2000],
        attrs: [w('尼龙', 'Nylon', 'aus Nylon', 'en nylon', 'in nylon', 'de nailon', 'z nylonu', 'из нейлона'), DURABLE],
        features: [REFLECTIVE, w('自动伸缩5米', 'Retractable 5 m', 'mit 5 m Rollleine', 'à enrouleur 5 m', 'avvolgibile 5 m', 'extensible de 5 m', 'automatyczna 5 m', 'рулетка 5 м')],
      },
      {
        shape: 'petbed',
        name: w('猫窝', 'Cat Bed', 'Katzenbett', 'Panier pour chat', 'Cuccia per gatti', 'Cama para gatos', 'Legowisko dla kota', 'Лежанка для кошки'),
        cn: ['猫窝', '宠物窝'],
        price: [29, 259],
        weight: [500, 2000],
        volume: [8000, 30000],
        features: [ALL_SEASONS, CATS_SMALL_DOGS, EASY_CLEAN],
      },
      {
        shape: 'pouch',
        name: w('豆腐猫砂', 'Tofu Cat Litter', 'Tofu-Katzenstreu', 'Litière végétale au tofu', 'Lettiera al tofu', 'Arena de tofu para gatos', 'Żwirek tofu', 'Тофу-наполнитель для кошачьего туалета'),
        cn: ['豆腐猫砂', '混合猫砂'],
        price: [19, 99],
        weight: [2500, 6500],
        volume: [5000, 12000],
        attrs: [
          w('绿茶味', 'Green Tea', 'mit Grüntee-Duft', 'parfum thé vert', 'al profumo di tè verde', 'con aroma de té verde', 'o zapachu zielonej herbaty', 'с ароматом зелёного чая'),
          FRAGRANCE_FREE,
        ],
        features: [
          w('结团', 'Clumping', 'klumpend', 'agglomérante', 'agglomerante', 'aglomerante', 'zbrylający', 'комкующийся'),
          w('低尘', 'Low-Dust', 'staubarm', 'à faible émission de poussière', 'a bassa polverosità', 'con poco polvo', 'niskopylący', 'с низким пылением'),
          w('可冲厕所', 'Flushable', 'toilettengeeignet', 'évacuable dans les toilettes', 'smaltibile nel WC', 'apta para el inodoro', 'można spłukiwać w toalecie', 'можно смывать в унитаз'),
        ],
        variants: grams(2500, 6000),
      },
    ],
    attrs: [DURABLE, SCANDI, KAWAII],
    features: [NON_SLIP_SURFACE, CATS_SMALL_DOGS, EASY_CLEAN],
    variants: COLOURS.slice(0, 12),
    cnTags: ['猫咪', '狗狗', '宠物用品', '四季通用', '耐抓', 'ins', '网红'],
  },
];
