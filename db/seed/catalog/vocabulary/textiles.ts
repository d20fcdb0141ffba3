import { COTTON } from './clothing.ts';
import { BED_SIZES, COLOURS } from './common.ts';
import { w, type SubCategoryVocab } from './types.ts';

const COTTON_100 = w('全棉', '100% Cotton', 'aus 100 % Baumwolle', '100 % coton', '100% cotone', '100 % algodón', 'ze 100% bawełny', 'из 100% хлопка');
const LONG_STAPLE = w('长绒棉', 'Long-Staple Cotton', 'aus langstapeliger Baumwolle', 'en coton à fibres longues', 'in cotone a fibra lunga', 'de algodón de fibra larga', 'z bawełny długowłóknistej', 'из длинноволокнистого хлопка');
const CORAL_FLEECE = w('珊瑚绒', 'Coral Fleece', 'aus Korallenfleece', 'en polaire douce', 'in pile corallo', 'de forro polar coral', 'z polaru koralowego', 'из кораллового флиса');
export const SCANDI = w('北欧风', 'Scandinavian-Style', 'im skandinavischen Stil', 'style scandinave', 'stile scandinavo', 'estilo nórdico', 'w stylu skandynawskim', 'в скандинавском стиле');
export const VELVET = w('天鹅绒', 'Velvet', 'aus Samt', 'en velours', 'in velluto', 'de terciopelo', 'z aksamitu', 'из бархата');
const SHED_FREE = w('不掉毛', 'Shed-Free', 'fusselfrei', 'qui ne bouloche pas', 'che non perde pelucchi', 'que no suelta pelusa', 'bez mechacenia się', 'без катышков');
const WATER_REPELLENT = w('防水', 'with Water-Repellent Finish', 'mit wasserabweisender Beschichtung', 'avec traitement déperlant', 'con trattamento idrorepellente', 'con acabado repelente al agua', 'z powłoką hydrofobową', 'с водоотталкивающей пропиткой');
const HOOKS = w('挂钩', 'with Hooks', 'mit Haken', 'avec crochets', 'con ganci', 'con ganchos', 'z haczykami', 'с крючками');
const REMOVABLE_COVER = w('可拆洗', 'with Removable Washable Cover', 'mit abnehmbarem, waschbarem Bezug', 'avec housse amovible lavable', 'con fodera sfoderabile e lavabile', 'con funda extraíble y lavable', 'ze zdejmowaną poszewką do prania', 'со съёмным моющимся чехлом');
const INSERT_INCLUDED = w('含芯', 'Insert Included', 'mit Füllung', 'garnissage inclus', 'imbottitura inclusa', 'con relleno', 'z wkładem', 'с наполнителем');
const POLYESTER = w('涤纶', 'Polyester', 'aus Polyester', 'en polyester', 'in poliestere', 'de poliéster', 'z poliestru', 'из полиэстера');

export const TEXTILES: SubCategoryVocab[] = [
  {
    key: 'textiles/bedding-sets',
    share: 5,
    kinds: [
      { shape: 'bedding', name: w('四件套', '4-Piece Bedding Set', '4-teiliges Bettwäsche-Set', 'Parure de lit 4 pièces', 'Completo letto 4 pezzi', 'Juego de cama de 4 piezas', 'Komplet pościeli 4-częściowy', 'Комплект постельного белья из 4 предметов'), cn: ['床上四件套', '四件套', '被套床单四件套'], price: [99, 799], weight: [1200, 2800], volume: [8000, 18000] },
      { shape: 'bedding', name: w('床笠', 'Fitted Sheet', 'Spannbettlaken', 'Drap-housse', 'Lenzuolo con angoli', 'Sábana bajera ajustable', 'Prześcieradło z gumką', 'Простыня на резинке'), cn: ['床笠', '床罩床笠'], price: [39, 199], weight: [400, 900], volume: [2500, 6000] },
      { shape: 'bedding', name: w('被套', 'Duvet Cover', 'Bettbezug', 'Housse de couette', 'Copripiumino', 'Funda nórdica', 'Poszwa na kołdrę', 'Пододеяльник'), cn: ['被套', '单件被罩'], price: [59, 359], weight: [600, 1400], volume: [3500, 9000] },
    ],
    attrs: [
      COTTON_100,
      w('水洗棉', 'Washed Cotton', 'aus gewaschener Baumwolle', 'en coton lavé', 'in cotone lavato', 'de algodón lavado', 'z pranej bawełny', 'из стираного хлопка'),
      w('天丝', 'Lyocell', 'aus Lyocell', 'en lyocell', 'in lyocell', 'de lyocell', 'z lyocellu', 'из лиоцелла'),
      LONG_STAPLE,
      w('磨毛', 'Brushed', 'aus angerautem Gewebe', 'en tissu brossé', 'in tessuto spazzolato', 'de tejido cepillado', 'z tkaniny szczotkowanej', 'из ткани с начёсом'),
    ],
    features: [
      w('简约纯色', 'in Solid Colour', 'im schlichten Uni-Design', 'coloris uni', 'tinta unita', 'de color liso', 'w jednolitym kolorze', 'однотонной расцветки'),
      w('北欧风', 'in Scandinavian Style', 'im skandinavischen Stil', 'style scandinave', 'stile scandinavo', 'estilo nórdico', 'w stylu skandynawskim', 'в скандинавском стиле'),
      w('亲肤', 'with Soft-Touch Finish', 'mit weicher Haptik', 'toucher doux', 'dal tocco morbido', 'de tacto suave', 'o delikatnym splocie', 'с мягкой фактурой'),
      w('格纹', 'with Gingham Check', 'mit Vichy-Karo', 'à carreaux vichy', 'a quadretti vichy', 'de cuadros vichy', 'w kratkę vichy', 'в клетку виши'),
    ],
    variants: BED_SIZES,
    cnTags: ['ins风', '北欧', '简约', '宿舍', '家用', '亲肤', '全棉', '纯色'],
  },
  {
    key: 'textiles/duvets-quilts',
    share: 4,
    kinds: [
      {
        shape: 'duvet',
        name: w('羽绒被', 'Down Duvet', 'Daunenbettdecke', 'Couette en duvet', 'Piumino da letto', 'Edredón de plumón', 'Kołdra puchowa', 'Пуховое одеяло'),
        cn: ['羽绒被', '鹅绒被'],
        price: [299, 1999],
        weight: [1800, 4000],
        volume: [25000, 60000],
        attrs: [
          w('95%白鹅绒', 'Premium 95% White Goose', 'mit 95 % weißen Gänsedaunen', "garnissage 95 % duvet d'oie blanche", "con 95% piumino d'oca bianca", 'con 95 % plumón de oca blanca', 'z 95% białego puchu gęsiego', 'с наполнителем 95% белого гусиного пуха'),
          w('90%白鸭绒', '90% White Duck', 'mit 90 % weißen Entendaunen', 'garnissage 90 % duvet de canard blanc', "con 90% piumino d'anatra bianca", 'con 90 % plumón de pato blanco', 'z 90% białego puchu kaczego', 'с наполнителем 90% белого утиного пуха'),
        ],
      },
      {
        shape: 'duvet',
        name: w('蚕丝被', 'Silk Duvet', 'Seidendecke', 'Couette en soie', 'Trapunta in seta', 'Edredón de seda', 'Kołdra jedwabna', 'Шёлковое одеяло'),
        cn: ['蚕丝被', '桑蚕丝被'],
        price: [399, 2599],
        weight: [1500, 3500],
        volume: [20000, 45000],
        attrs: [w('桑蚕丝', 'Mulberry', 'aus Maulbeerseide', 'de mûrier', 'di gelso', 'de morera', 'z wypełnieniem z jedwabiu morwowego', 'из тутового шёлка')],
      },
      { shape: 'duvet', name: w('夏凉被', 'Summer Quilt', 'Sommerbettdecke', "Couette d'été", 'Trapunta estiva', 'Edredón de verano', 'Kołdra letnia', 'Летнее одеяло'), cn: ['夏凉被', '空调被'], price: [59, 299], weight: [800, 1800], volume: [8000, 20000] },
      { shape: 'duvet', name: w('冬被', 'Winter Duvet', 'Winterbettdecke', "Couette d'hiver", 'Piumone invernale', 'Edredón de invierno', 'Kołdra zimowa', 'Зимнее одеяло'), cn: ['冬被', '加厚保暖被子'], price: [129, 699], weight: [2500, 5000], volume: [30000, 70000] },
    ],
    attrs: [
      w('全棉面料', 'Cotton-Cover', 'mit Bezug aus Baumwolle', 'housse en coton', 'con rivestimento in cotone', 'con funda de algodón', 'z bawełnianym pokryciem', 'в хлопковом чехле'),
      w('抗菌防螨', 'Hypoallergenic', 'für Allergiker', 'hypoallergénique', 'per chi soffre di allergie', 'hipoalergénico', 'antyalergiczna', 'гипоаллергенное'),
    ],
    features: [
      w('可机洗', 'Machine-Washable', 'waschmaschinenfest', 'lavable en machine', 'lavabile in lavatrice', 'lavable a máquina', 'do prania w pralce', 'можно стирать в машине'),
      w('四角固定', 'with Corner Ties', 'mit Eckbändern', 'avec attaches aux coins', 'con lacci agli angoli', 'con cintas en las esquinas', 'z tasiemkami w rogach', 'с завязками по углам'),
      w('立体绗缝', 'Box-Stitched', 'mit Kassettensteppung', 'piquage en caissons', 'con trapuntatura a quadri', 'con costura en cuadros', 'z pikowaniem kasetonowym', 'со стёжкой кассетами'),
    ],
    variants: BED_SIZES,
    cnTags: ['加厚', '保暖', '春秋被', '宿舍', '单双人', '被芯', '五星级酒店'],
  },
  {
    key: 'textiles/pillows-cushions',
    share: 4,
    kinds: [
      { shape: 'pillow', name: w('枕头', 'Pillow', 'Kopfkissen', 'Oreiller', 'Cuscino', 'Almohada', 'Poduszka do spania', 'Подушка для сна'), cn: ['枕头', '枕芯'], price: [29, 299], weight: [500, 1500], volume: [8000, 20000] },
      { shape: 'pillow', name: w('记忆棉枕', 'Memory Foam Pillow', 'Memory-Foam-Kissen', 'Oreiller à mémoire de forme', 'Cuscino in memory foam', 'Almohada viscoelástica', 'Poduszka z pianki memory', 'Подушка с эффектом памяти'), cn: ['记忆棉枕头', '护颈枕'], price: [59, 359], weight: [800, 1800], volume: [8000, 18000] },
      { shape: 'pillow', name: w('抱枕', 'Throw Cushion', 'Dekokissen', 'Coussin décoratif', 'Cuscino decorativo', 'Cojín decorativo', 'Poduszka dekoracyjna', 'Декоративная подушка'), cn: ['抱枕', '沙发靠垫'], price: [19, 129], weight: [300, 900], volume: [5000, 15000], features: [REMOVABLE_COVER, INSERT_INCLUDED] },
      { shape: 'pillow', name: w('腰靠', 'Lumbar Support Cushion', 'Lendenkissen', 'Coussin lombaire', 'Cuscino lombare', 'Cojín lumbar', 'Poduszka lędźwiowa', 'Поясничная подушка'), cn: ['腰靠', '办公室靠枕'], price: [39, 199], weight: [400, 1000], volume: [4000, 10000], features: [REMOVABLE_COVER, INSERT_INCLUDED, w('办公室车用', 'for Office Chairs and Car Seats', 'für Bürostuhl und Autositz', 'pour chaise de bureau et siège auto', 'per sedia da ufficio e auto', 'para silla de oficina y coche', 'na krzesło biurowe i do auta', 'для офисного кресла и автомобиля')] },
    ],
    attrs: [
      COTTON,
      w('乳胶', 'Latex', 'aus Latex', 'en latex', 'in lattice', 'de látex', 'z lateksu', 'из латекса'),
      VELVET,
      SCANDI,
    ],
    features: [
      REMOVABLE_COVER,
      w('护颈', 'for Neck Support', 'zur Entlastung des Nackens', 'pour soutenir la nuque', 'per il sostegno del collo', 'para apoyar el cuello', 'do podparcia karku', 'для поддержки шеи'),
      INSERT_INCLUDED,
    ],
    variants: COLOURS,
    cnTags: ['护颈椎', '助睡眠', '家用', '学生宿舍', '单人', '一对装', 'ins'],
  },
  {
    key: 'textiles/blankets-throws',
    share: 4,
    kinds: [
      { shape: 'blanket', name: w('毛毯', 'Blanket', 'Kuscheldecke', 'Plaid', 'Coperta', 'Manta', 'Koc', 'Плед'), cn: ['毛毯', '加厚毛毯'], price: [39, 259], weight: [800, 2000], volume: [6000, 15000] },
      { shape: 'blanket', name: w('沙发盖毯', 'Sofa Throw', 'Sofadecke', 'Jeté de canapé', 'Plaid per divano', 'Manta para sofá', 'Narzuta na sofę', 'Плед для дивана'), cn: ['沙发盖毯', '沙发毯'], price: [59, 359], weight: [900, 2200], volume: [6000, 16000] },
      { shape: 'blanket', name: w('旅行毯', 'Travel Blanket', 'Reisedecke', 'Couverture de voyage', 'Coperta da viaggio', 'Manta de viaje', 'Koc podróżny', 'Дорожный плед'), cn: ['午睡毯', '办公室盖毯'], price: [29, 159], weight: [400, 900], volume: [3000, 8000] },
    ],
    attrs: [
      w('法兰绒', 'Flannel', 'aus Flanell', 'en flanelle', 'in flanella', 'de franela', 'z flaneli', 'из фланели'),
      CORAL_FLEECE,
      w('针织', 'Chunky-Knit', 'aus Grobstrick', 'en grosse maille', 'a maglia grossa', 'de punto grueso', 'z grubej dzianiny', 'крупной вязки'),
      w('羊羔绒', 'Sherpa', 'mit Sherpa-Fleece', 'en sherpa', 'in sherpa', 'de sherpa', 'z polaru sherpa', 'из шерпы'),
    ],
    features: [
      w('加厚', 'Extra Thick', 'in extra dicker Qualität', 'version épaisse', 'in versione extra spessa', 'en versión gruesa', 'w grubej wersji', 'в утеплённом варианте'),
      w('流苏', 'with Tassels', 'mit Quasten', 'à franges', 'con frange', 'con flecos', 'z frędzlami', 'с кисточками'),
      w('双面可用', 'Reversible', 'beidseitig verwendbar', 'réversible', 'double face', 'reversible', 'do używania z obu stron', 'двусторонний'),
      SHED_FREE,
    ],
    variants: COLOURS,
    cnTags: ['加厚', '冬季', '办公室', '午睡', '北欧', 'ins', '单人'],
  },
  {
    key: 'textiles/curtains',
    share: 4,
    kinds: [
      { shape: 'curtain', name: w('遮光窗帘', 'Blackout Curtains', 'Verdunkelungsvorhänge', 'Rideaux occultants', 'Tende oscuranti', 'Cortinas opacas', 'Zasłony zaciemniające', 'Шторы блэкаут'), cn: ['遮光窗帘', '全遮光窗帘布'], price: [49, 459], weight: [800, 2500], volume: [5000, 15000] },
      { shape: 'curtain', name: w('纱帘', 'Sheer Curtains', 'Gardinen', 'Voilages', 'Tende trasparenti', 'Visillos', 'Firany', 'Тюль'), cn: ['窗纱', '白纱帘'], price: [29, 199], weight: [300, 900], volume: [2000, 6000] },
      {
        shape: 'curtain',
        name: w('浴帘', 'Shower Curtain', 'Duschvorhang', 'Rideau de douche', 'Tenda per doccia', 'Cortina de ducha', 'Zasłona prysznicowa', 'Шторка для ванной'),
        cn: ['浴帘', '防水浴帘'],
        price: [19, 129],
        weight: [300, 800],
        volume: [1500, 4000],
        attrs: [POLYESTER, w('PEVA', 'PEVA', 'aus PEVA', 'en PEVA', 'in PEVA', 'de PEVA', 'z PEVA', 'из PEVA')],
        features: [
          WATER_REPELLENT,
          HOOKS,
          w('防霉', 'Mould-Resistant', 'mit Schimmelschutz', 'anti-moisissure', 'antimuffa', 'antimoho', 'z ochroną przed pleśnią', 'с защитой от плесени'),
        ],
      },
      { shape: 'curtain', name: w('门帘', 'Door Curtain', 'Türvorhang', 'Rideau de porte', 'Tenda per porta', 'Cortina para puerta', 'Zasłona do drzwi', 'Занавеска на дверь'), cn: ['门帘', '隔断帘'], price: [19, 159], weight: [300, 900], volume: [2000, 5000] },
    ],
    attrs: [
      w('棉麻', 'Cotton-Linen', 'aus Baumwoll-Leinen', 'en coton et lin', 'in cotone e lino', 'de algodón y lino', 'z bawełny i lnu', 'из хлопка и льна'),
      SCANDI,
      w('雪尼尔', 'Chenille', 'aus Chenille', 'en chenille', 'in ciniglia', 'de chenilla', 'z szenili', 'из шенилла'),
      POLYESTER,
    ],
    features: [
      w('打孔', 'with Eyelets', 'mit Ösen', 'à œillets', 'con occhielli', 'con ojales', 'na przelotkach', 'на люверсах'),
      HOOKS,
      w('定制尺寸', 'Made to Measure', 'nach Maß', 'sur mesure', 'su misura', 'a medida', 'na wymiar', 'на заказ по размеру'),
      w('隔热', 'with Thermal Lining', 'mit Thermofutter', 'avec doublure thermique', 'con fodera termica', 'con forro térmico', 'z podszewką termiczną', 'с термоподкладкой'),
    ],
    variants: COLOURS,
    cnTags: ['卧室', '客厅', '北欧', '简约', '现代', '出租屋', '免打孔'],
  },
  {
    key: 'textiles/towels',
    share: 4,
    kinds: [
      { shape: 'towel', name: w('浴巾', 'Bath Towel', 'Badetuch', 'Drap de bain', 'Telo bagno', 'Toalla de baño', 'Ręcznik kąpielowy', 'Банное полотенце'), cn: ['浴巾', '大浴巾'], price: [29, 199], weight: [400, 900], volume: [2000, 6000] },
      { shape: 'towel', name: w('毛巾', 'Hand Towel', 'Handtuch', 'Serviette de toilette', 'Asciugamano', 'Toalla de manos', 'Ręcznik do rąk', 'Полотенце для рук'), cn: ['毛巾', '洗脸毛巾'], price: [9.9, 69], weight: [100, 250], volume: [600, 2000] },
      { shape: 'towel', name: w('干发帽', 'Hair Towel Wrap', 'Haarturban', 'Turban sèche-cheveux', 'Turbante per capelli', 'Turbante para el pelo', 'Turban do włosów', 'Тюрбан для волос'), cn: ['干发帽', '吸水干发巾'], price: [9.9, 49], weight: [80, 200], volume: [400, 1500] },
      { shape: 'towel', name: w('运动毛巾', 'Sports Towel', 'Sporthandtuch', 'Serviette de sport', 'Asciugamano sportivo', 'Toalla deportiva', 'Ręcznik sportowy', 'Спортивное полотенце'), cn: ['运动毛巾', '健身房毛巾'], price: [9.9, 79], weight: [100, 300], volume: [600, 2000] },
    ],
    attrs: [
      COTTON_100,
      LONG_STAPLE,
      CORAL_FLEECE,
      w('竹纤维', 'Bamboo', 'aus Bambusfaser', 'en fibre de bambou', 'in fibra di bambù', 'de fibra de bambú', 'z włókna bambusowego', 'из бамбукового волокна'),
      w('超细纤维', 'Microfibre', 'aus Mikrofaser', 'en microfibre', 'in microfibra', 'de microfibra', 'z mikrofibry', 'из микрофибры'),
    ],
    features: [
      w('强吸水', 'with High Absorbency', 'mit hoher Saugkraft', 'à fort pouvoir absorbant', 'ad alto assorbimento', 'de alta absorción', 'o wysokiej chłonności', 'с высокой впитываемостью'),
      w('速干', 'Quick-Dry', 'schnelltrocknend', 'séchage rapide', 'ad asciugatura rapida', 'de secado rápido', 'szybkoschnący', 'с быстрым высыханием'),
      SHED_FREE,
      w('酒店品质', 'Hotel Quality', 'in Hotelqualität', 'qualité hôtel', 'qualità hotel', 'calidad de hotel', 'w jakości hotelowej', 'гостиничного качества'),
    ],
    variants: COLOURS,
    cnTags: ['家用', '吸水', '不掉毛', '情侣', '一对装', '五星级酒店', '新疆棉'],
  },
];
