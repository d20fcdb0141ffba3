import { COLOURS } from './common.ts';
import { w, type SubCategoryVocab } from './types.ts';

const NYLON = w('防泼水尼龙', 'Water-Resistant Nylon', 'aus wasserabweisendem Nylon', 'en nylon déperlant', 'in nylon idrorepellente', 'de nailon repelente al agua', 'z nylonu odpornego na wodę', 'из водоотталкивающего нейлона');
const CANVAS = w('帆布', 'Canvas', 'aus Canvas', 'en toile', 'in tela', 'de lona', 'z płótna', 'из холста');
const GENUINE_LEATHER = w('真皮', 'Genuine Leather', 'aus Echtleder', 'en cuir véritable', 'in vera pelle', 'de piel auténtica', 'ze skóry naturalnej', 'из натуральной кожи');
const VEGAN_LEATHER = w('PU皮', 'Vegan Leather', 'aus veganem Leder', 'en cuir végan', 'in pelle vegana', 'de piel vegana', 'z wegańskiej skóry', 'из экокожи');
const LARGE_CAPACITY = w('大容量', 'Large-Capacity', 'mit großem Fassungsvermögen', 'grande capacité', 'di grande capacità', 'de gran capacidad', 'o dużej pojemności', 'большой вместимости');
const LIGHTWEIGHT = w('轻便', 'Lightweight', 'in leichter Ausführung', 'version légère', 'in versione leggera', 'en versión ligera', 'w lekkiej wersji', 'в облегчённом варианте');
const MINIMALIST = w('极简设计', 'Minimalist', 'im minimalistischen Design', 'au design minimaliste', 'dal design minimalista', 'de diseño minimalista', 'o minimalistycznym designie', 'в минималистичном дизайне');
const FOR_WORK = w('通勤', 'for Work and Commuting', 'für Büro und Alltag', 'pour le bureau', "per l'ufficio", 'para el trabajo', 'do pracy', 'для работы');
export const GIFT_BOX = w('礼盒装', 'in Gift Box', 'in Geschenkbox', 'en coffret cadeau', 'in confezione regalo', 'en caja de regalo', 'w pudełku prezentowym', 'в подарочной коробке');

export const LUGGAGE: SubCategoryVocab[] = [
  {
    key: 'luggage/backpacks',
    share: 6,
    kinds: [
      { shape: 'backpack', name: w('双肩包', 'Backpack', 'Rucksack', 'Sac à dos', 'Zaino', 'Mochila', 'Plecak', 'Рюкзак'), cn: ['双肩包', '背包'], price: [49, 399], weight: [500, 1200], volume: [8000, 20000] },
      { shape: 'backpack', name: w('电脑双肩包', 'Laptop Backpack', 'Laptop-Rucksack', 'Sac à dos pour ordinateur', 'Zaino porta PC', 'Mochila para portátil', 'Plecak na laptopa', 'Рюкзак для ноутбука'), cn: ['电脑包', '商务双肩包'], price: [79, 459], weight: [700, 1400], volume: [10000, 22000] },
      { shape: 'backpack', name: w('书包', 'School Backpack', 'Schulrucksack', 'Sac à dos scolaire', 'Zaino per la scuola', 'Mochila escolar', 'Plecak szkolny', 'Школьный рюкзак'), cn: ['书包', '学生书包'], price: [49, 299], weight: [500, 1100], volume: [9000, 20000] },
      { shape: 'backpack', name: w('登山包', 'Hiking Backpack', 'Wanderrucksack', 'Sac à dos de randonnée', 'Zaino da trekking', 'Mochila de senderismo', 'Plecak turystyczny', 'Туристический рюкзак'), cn: ['登山包', '户外徒步背包'], price: [99, 599], weight: [800, 1600], volume: [15000, 35000] },
    ],
    attrs: [NYLON, CANVAS, LARGE_CAPACITY, LIGHTWEIGHT],
    features: [
      w('USB充电口', 'with USB Charging Port', 'mit USB-Ladeanschluss', 'avec port de charge USB', 'con porta di ricarica USB', 'con puerto de carga USB', 'z portem ładowania USB', 'с USB-портом для зарядки'),
      w('15.6寸电脑隔层', 'with 15.6" Laptop Compartment', 'mit Laptopfach für 15,6 Zoll', 'avec compartiment ordinateur 15,6"', 'con scomparto per PC da 15,6"', 'con compartimento para portátil de 15,6"', 'z przegrodą na laptopa 15,6"', 'с отделением для ноутбука 15,6"'),
      w('防盗', 'with Anti-Theft Back Pocket', 'mit diebstahlsicherem Rückenfach', 'avec poche antivol au dos', 'con tasca antifurto sul retro', 'con bolsillo antirrobo trasero', 'z kieszenią antykradzieżową na plecach', 'с противокражным карманом на спинке'),
      w('透气背板', 'with Breathable Back Panel', 'mit atmungsaktivem Rückenteil', 'avec dos respirant', 'con schienale traspirante', 'con respaldo transpirable', 'z oddychającym panelem plecowym', 'с дышащей спинкой'),
    ],
    variants: COLOURS,
    cnTags: ['大容量', '通勤', '学生', 'ins', '日系', '户外', '旅行', '轻便'],
    cnAudience: ['男', '女', '男女'],
  },
  {
    key: 'luggage/handbags',
    share: 5,
    kinds: [
      { shape: 'tote', name: w('托特包', 'Tote Bag', 'Tote Bag', 'Sac cabas', 'Borsa tote', 'Bolso tote', 'Torba shopperka', 'Сумка-тоут'), cn: ['托特包', '大容量托特包'], price: [39, 399], weight: [400, 1000], volume: [5000, 15000] },
      { shape: 'handbag', name: w('手提包', 'Top-Handle Bag', 'Henkeltasche', 'Sac à main', 'Borsa a mano', 'Bolso de mano', 'Torebka do ręki', 'Сумка с короткими ручками'), cn: ['手提包', '高级感手提包'], price: [69, 699], weight: [400, 1100], volume: [4000, 12000] },
      { shape: 'handbag', name: w('水桶包', 'Bucket Bag', 'Beuteltasche', 'Sac seau', 'Borsa a secchiello', 'Bolso saco', 'Torebka worek', 'Сумка-мешок'), cn: ['水桶包', '抽绳水桶包'], price: [59, 459], weight: [350, 900], volume: [4000, 10000] },
      { shape: 'handbag', name: w('腋下包', 'Baguette Bag', 'Baguette-Tasche', 'Sac baguette', 'Borsa baguette', 'Bolso baguette', 'Torebka bagietka', 'Сумка-багет'), cn: ['腋下包', '法棍包'], price: [49, 399], weight: [250, 700], volume: [2500, 7000] },
    ],
    attrs: [
      GENUINE_LEATHER,
      VEGAN_LEATHER,
      w('编织', 'Woven', 'in Flechtoptik', 'effet tressé', 'effetto intrecciato', 'efecto trenzado', 'z efektem plecionki', 'с плетёной фактурой'),
      MINIMALIST,
    ],
    features: [
      w('大容量', 'with Roomy Interior', 'mit viel Stauraum', 'à grande contenance', 'dalla grande capienza', 'de gran capacidad', 'z pojemnym wnętrzem', 'с вместительным отделением'),
      FOR_WORK,
      w('可斜挎', 'with Detachable Shoulder Strap', 'mit abnehmbarem Schulterriemen', 'avec bandoulière amovible', 'con tracolla removibile', 'con correa desmontable', 'z odpinanym paskiem', 'со съёмным ремнём'),
      w('磁扣', 'with Magnetic Closure', 'mit Magnetverschluss', 'à fermoir magnétique', 'con chiusura magnetica', 'con cierre magnético', 'z zapięciem magnetycznym', 'с магнитной застёжкой'),
    ],
    variants: COLOURS,
    cnTags: ['高级感', '小众', '通勤', '百搭', '法式', '韩版', '气质'],
    cnAudience: ['女'],
  },
  {
    key: 'luggage/crossbody-shoulder-bags',
    share: 5,
    kinds: [
      { shape: 'crossbody', name: w('斜挎包', 'Crossbody Bag', 'Umhängetasche', 'Sac bandoulière', 'Borsa a tracolla', 'Bolso bandolera', 'Torebka crossbody', 'Сумка через плечо'), cn: ['斜挎包', '单肩斜挎包'], price: [29, 359], weight: [250, 700], volume: [2000, 6000] },
      { shape: 'crossbody', name: w('胸包', 'Sling Bag', 'Brusttasche', 'Sac de poitrine', 'Marsupio a tracolla', 'Riñonera cruzada', 'Nerka na ramię', 'Нагрудная сумка'), cn: ['胸包', '机能风胸包'], price: [29, 199], weight: [200, 500], volume: [1500, 4500] },
      { shape: 'crossbody', name: w('腰包', 'Belt Bag', 'Gürteltasche', 'Sac banane', 'Marsupio', 'Riñonera', 'Nerka', 'Поясная сумка'), cn: ['腰包', '运动腰包'], price: [19, 159], weight: [150, 400], volume: [1000, 3500] },
      { shape: 'crossbody', name: w('单肩包', 'Shoulder Bag', 'Schultertasche', 'Sac porté épaule', 'Borsa a spalla', 'Bolso de hombro', 'Torba na ramię', 'Сумка на плечо'), cn: ['单肩包', '腋下单肩包'], price: [49, 399], weight: [300, 800], volume: [2500, 7000] },
      { shape: 'crossbody', name: w('邮差包', 'Messenger Bag', 'Kuriertasche', 'Besace', 'Borsa messenger', 'Bolso mensajero', 'Torba listonoszka', 'Сумка-мессенджер'), cn: ['邮差包', '复古邮差包'], price: [59, 359], weight: [400, 1000], volume: [4000, 10000] },
    ],
    attrs: [NYLON, CANVAS, VEGAN_LEATHER, GENUINE_LEATHER],
    features: [
      w('多隔层', 'with Multiple Compartments', 'mit mehreren Fächern', 'à plusieurs compartiments', 'con più scomparti', 'con varios compartimentos', 'z kilkoma przegródkami', 'с несколькими отделениями'),
      w('可调节肩带', 'with Adjustable Strap', 'mit verstellbarem Gurt', 'à sangle réglable', 'con tracolla regolabile', 'con correa ajustable', 'z regulowanym paskiem', 'с регулируемым ремнём'),
      w('防盗拉链', 'with Anti-Theft Zip', 'mit diebstahlsicherem Reißverschluss', 'avec zip antivol', 'con cerniera antifurto', 'con cremallera antirrobo', 'z zamkiem antykradzieżowym', 'с противокражной молнией'),
      FOR_WORK,
    ],
    variants: COLOURS,
    cnTags: ['机能风', '潮牌', 'ins', '百搭', '小众', '休闲', '学生'],
    cnAudience: ['男', '女', '男女'],
  },
  {
    key: 'luggage/suitcases-travel-bags',
    share: 5,
    kinds: [
      { shape: 'suitcase', name: w('20寸登机箱', 'Carry-On Suitcase 20"', 'Handgepäckkoffer 20 Zoll', 'Valise cabine 20 pouces', 'Trolley da cabina 20 pollici', 'Maleta de cabina de 20 pulgadas', 'Walizka kabinowa 20 cali', 'Чемодан ручная кладь 20 дюймов'), cn: ['登机箱', '20寸拉杆箱'], price: [159, 899], weight: [2600, 3800], volume: [38000, 50000] },
      { shape: 'suitcase', name: w('24寸行李箱', 'Suitcase 24"', 'Koffer 24 Zoll', 'Valise 24 pouces', 'Trolley 24 pollici', 'Maleta de 24 pulgadas', 'Walizka 24 cale', 'Чемодан 24 дюйма'), cn: ['行李箱', '24寸拉杆箱'], price: [199, 1099], weight: [3500, 4800], volume: [60000, 85000] },
      { shape: 'suitcase', name: w('28寸大容量行李箱', 'Large Suitcase 28"', 'Großer Koffer 28 Zoll', 'Grande valise 28 pouces', 'Trolley grande 28 pollici', 'Maleta grande de 28 pulgadas', 'Duża walizka 28 cali', 'Большой чемодан 28 дюймов'), cn: ['大容量行李箱', '28寸拉杆箱'], price: [259, 1299], weight: [4500, 6000], volume: [95000, 130000] },
      {
        shape: 'duffel',
        name: w('旅行袋', 'Duffel Bag', 'Reisetasche', 'Sac de voyage', 'Borsone da viaggio', 'Bolsa de viaje', 'Torba podróżna', 'Дорожная сумка'),
        cn: ['旅行袋', '健身包', '短途旅行包'],
        price: [49, 399],
        weight: [600, 1500],
        volume: [15000, 40000],
        attrs: [NYLON, CANVAS, VEGAN_LEATHER],
        features: [
          w('干湿分离鞋仓', 'with Separate Shoe Compartment', 'mit separatem Schuhfach', 'avec compartiment à chaussures', 'con scomparto per scarpe', 'con compartimento para zapatos', 'z przegrodą na buty', 'с отделением для обуви'),
          w('可套拉杆', 'with Trolley Sleeve', 'mit Trolley-Halterung', 'avec passant pour valise', 'con fascia per trolley', 'con banda para trolley', 'z paskiem na rączkę walizki', 'с креплением на ручку чемодана'),
          LARGE_CAPACITY,
        ],
      },
    ],
    attrs: [
      w('铝框', 'Aluminium-Frame', 'mit Aluminiumrahmen', 'à cadre aluminium', 'con telaio in alluminio', 'con marco de aluminio', 'z aluminiową ramą', 'с алюминиевой рамой'),
      w('PC硬壳', 'Hard-Shell', 'mit Hartschale', 'à coque rigide', 'a guscio rigido', 'de carcasa rígida', 'z twardą skorupą', 'в жёстком корпусе'),
      w('静音万向轮', '360° Spinner', 'mit leisen 360°-Rollen', 'à roulettes silencieuses 360°', 'con ruote piroettanti silenziose', 'con ruedas silenciosas 360°', 'z cichymi kółkami 360°', 'на бесшумных колёсах 360°'),
    ],
    features: [
      w('TSA海关锁', 'with TSA Lock', 'mit TSA-Schloss', 'avec cadenas TSA', 'con lucchetto TSA', 'con candado TSA', 'z zamkiem TSA', 'с замком TSA'),
      w('可扩展', 'with Expansion Zip', 'mit Dehnfalte', 'avec extension', 'espandibile', 'con fuelle de expansión', 'z poszerzeniem', 'с расширением объёма'),
      w('超轻', 'Ultra-Light', 'in ultraleichter Ausführung', 'version ultra-légère', 'in versione ultraleggera', 'en versión ultraligera', 'w ultralekkiej wersji', 'в сверхлёгком исполнении'),
    ],
    variants: COLOURS,
    cnTags: ['结实耐用', '静音', '学生', '拉杆箱', '密码箱', '旅行', '男女'],
  },
  {
    key: 'luggage/wallets-card-holders',
    share: 4,
    kinds: [
      { shape: 'wallet', name: w('短款钱包', 'Bifold Wallet', 'Geldbörse', 'Portefeuille', 'Portafoglio', 'Cartera', 'Portfel', 'Кошелёк'), cn: ['短款钱包', '对折钱包'], price: [19, 299], weight: [80, 250], volume: [300, 1200] },
      { shape: 'cardholder', name: w('卡包', 'Card Holder', 'Kartenetui', 'Porte-cartes', 'Porta carte', 'Tarjetero', 'Etui na karty', 'Картхолдер'), cn: ['卡包', '超薄卡套'], price: [9.9, 159], weight: [30, 120], volume: [100, 600] },
      { shape: 'wallet', name: w('长款钱包', 'Long Wallet', 'Lange Geldbörse', 'Portefeuille long', 'Portafoglio lungo', 'Cartera larga', 'Długi portfel', 'Длинный кошелёк'), cn: ['长款钱包', '手拿钱包'], price: [29, 359], weight: [120, 350], volume: [500, 1800] },
      { shape: 'wallet', name: w('零钱包', 'Coin Purse', 'Münzbörse', 'Porte-monnaie', 'Portamonete', 'Monedero', 'Portmonetka', 'Монетница'), cn: ['零钱包', '迷你零钱包'], price: [9.9, 99], weight: [30, 120], volume: [150, 700] },
    ],
    attrs: [
      GENUINE_LEATHER,
      VEGAN_LEATHER,
      w('头层牛皮', 'Full-Grain Leather', 'aus Vollnarbenleder', 'en cuir pleine fleur', 'in pelle pieno fiore', 'de piel de flor entera', 'ze skóry licowej', 'из полнозернистой кожи'),
      MINIMALIST,
    ],
    features: [
      w('RFID防盗刷', 'with RFID Blocking', 'mit RFID-Schutz', 'avec protection RFID', 'con protezione RFID', 'con bloqueo RFID', 'z ochroną RFID', 'с защитой RFID'),
      w('多卡位', 'with Multiple Card Slots', 'mit vielen Kartenfächern', 'avec nombreux emplacements pour cartes', 'con molti scomparti per carte', 'con muchas ranuras para tarjetas', 'z wieloma przegródkami na karty', 'с множеством отделений для карт'),
      w('超薄', 'Ultra-Slim', 'in extraflacher Ausführung', 'format ultra-plat', 'formato ultrasottile', 'formato ultrafino', 'w ultracienkiej wersji', 'в ультратонком исполнении'),
      GIFT_BOX,
    ],
    variants: COLOURS.slice(0, 12),
    cnTags: ['简约', '高级感', '小众', '送男友', '礼物', '复古'],
    cnAudience: ['男', '女', '男女'],
  },
];
