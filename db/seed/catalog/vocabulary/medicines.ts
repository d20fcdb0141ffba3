import { DEVICE_COLOURS, grams, packs, tablets } from './common.ts';
import { GIFT_BOX } from './luggage.ts';
import { TRAVEL_SIZE } from './adult.ts';
import { w, type Phrase, type SubCategoryVocab } from './types.ts';

export const SUGAR_FREE = w('无糖', 'Sugar-Free', 'ohne Zucker', 'sans sucre', 'senza zucchero', 'sin azúcar', 'bez cukru', 'без сахара');
export const HERBAL = w('草本', 'Herbal', 'mit Kräutern', 'aux plantes', 'alle erbe', 'a base de hierbas', 'z ziołami', 'на травах');
export const PREMIUM = w('特级', 'Premium-Grade', 'in Premiumqualität', 'qualité premium', 'di qualità premium', 'de calidad premium', 'w jakości premium', 'высшего сорта');
export const TRADITIONAL = w('古法', 'Traditionally Made', 'nach traditionellem Verfahren', 'selon la méthode traditionnelle', 'secondo il metodo tradizionale', 'según el método tradicional', 'tradycyjną metodą', 'по традиционной технологии');
export const RESEALABLE_JAR = w('罐装', 'in Resealable Jar', 'im wiederverschließbaren Glas', 'en bocal refermable', 'in barattolo richiudibile', 'en tarro resellable', 'w słoiku z zakrętką', 'в банке с крышкой');
const INDIVIDUALLY_PACKED = w('独立小包装', 'Individually Packed', 'einzeln verpackt', 'en sachets individuels', 'in bustine monodose', 'en sobres individuales', 'w saszetkach', 'в индивидуальных пакетиках');
const HOME_CABINET = w('家庭常备', 'for the Home Medicine Cabinet', 'für die Hausapotheke', "pour l'armoire à pharmacie", "per l'armadietto dei medicinali", 'para el botiquín de casa', 'do domowej apteczki', 'для домашней аптечки');
const RECHARGEABLE = w('充电款', 'Rechargeable', 'mit Akku', 'rechargeable', 'ricaricabile', 'recargable', 'z akumulatorem', 'с аккумулятором');
const FOR_HOME_USE = w('家用', 'for Home Use', 'für zu Hause', 'pour la maison', 'per uso domestico', 'para uso doméstico', 'do użytku domowego', 'для домашнего использования');

const HIGH_STRENGTH = w('高含量', 'High-Strength', 'in hoher Dosierung', 'à haute teneur', 'ad alto dosaggio', 'de alta concentración', 'o wysokiej zawartości', 'с высоким содержанием');
const DEEP_SEA = w('深海', 'Deep-Sea', 'aus Tiefseefisch', 'de poissons des grands fonds', 'da pesci di acque profonde', 'de peces de aguas profundas', 'z ryb głębinowych', 'из глубоководной рыбы');
const MEN_WOMEN = w('成人男女', 'for Men and Women', 'für Frauen und Männer', 'pour hommes et femmes', 'per uomo e donna', 'para hombres y mujeres', 'dla kobiet i mężczyzn', 'для мужчин и женщин');
const WHOLE_FAMILY = w('全家适用', 'for the Whole Family', 'für die ganze Familie', 'pour toute la famille', 'per tutta la famiglia', 'para toda la familia', 'dla całej rodziny', 'для всей семьи');

const KIT_SIZES = [
  w('基础款', 'Basic', 'Basisausstattung', 'Version de base', 'Versione base', 'Versión básica', 'Wersja podstawowa', 'Базовая комплектация'),
  w('豪华款', 'Deluxe', 'Komplettausstattung', 'Version complète', 'Versione completa', 'Versión completa', 'Wersja rozszerzona', 'Расширенная комплектация'),
];

function capsules(...counts: number[]): Phrase[] {
  return tablets(...counts).map((t, i) => {
    const n = counts[i]!;
    return { ...t, zh: `${n}粒`, en: `${n} Capsules`, de: `${n} Kapseln`, fr: `${n} capsules`, it: `${n} capsule`, es: `${n} cápsulas`, pl: `${n} kapsułek`, ru: `${n} капсул` };
  });
}

function sizes(...labels: string[]): Phrase[] {
  return labels.map((s) => w(`${s}码`, `Size ${s}`, `Größe ${s}`, `Taille ${s}`, `Taglia ${s}`, `Talla ${s}`, `Rozmiar ${s}`, `Размер ${s}`));
}

export const MEDICINES: SubCategoryVocab[] = [
  {
    key: 'medicines/cold-flu',
    share: 2,
    kinds: [
      { shape: 'sachet', name: w('板蓝根颗粒', 'Isatis Root Granules (Banlangen)', 'Banlangen-Granulat (Isatiswurzel)', "Granulés de racine d'isatis (Banlangen)", 'Granulato di radice di isatide (Banlangen)', 'Gránulos de raíz de isatis (Banlangen)', 'Granulat z korzenia urzetu (Banlangen)', 'Гранулы корня вайды (Баньланьгэнь)'), cn: ['板蓝根颗粒', '板蓝根冲剂'], price: [9.9, 39], weight: [150, 400], volume: [400, 1200], variants: packs('袋', 10, 20, 30) },
      { shape: 'tin', name: w('润喉糖', 'Throat Lozenges', 'Halspastillen', 'Pastilles pour la gorge', 'Pastiglie per la gola', 'Pastillas para la garganta', 'Pastylki na gardło', 'Леденцы от боли в горле'), cn: ['润喉糖', '清凉含片'], price: [9.9, 49], weight: [50, 150], volume: [150, 500], variants: grams(40, 60, 100) },
      { shape: 'patch', name: w('退热贴', 'Cooling Fever Patches', 'Kühlpflaster bei Fieber', 'Patchs rafraîchissants contre la fièvre', 'Cerotti rinfrescanti per la febbre', 'Parches refrescantes para la fiebre', 'Plastry chłodzące na gorączkę', 'Охлаждающие пластыри от жара'), cn: ['退热贴', '冰宝贴'], price: [12.9, 59], weight: [80, 200], volume: [300, 900], variants: packs('片', 6, 10, 16) },
      { shape: 'box', name: w('感冒茶', 'Cold & Flu Tea', 'Erkältungstee', 'Tisane contre le rhume', 'Tisana per il raffreddore', 'Infusión para el resfriado', 'Herbatka na przeziębienie', 'Чай от простуды'), cn: ['感冒茶', '姜茶'], price: [12.9, 69], weight: [100, 350], volume: [500, 1500], variants: packs('袋', 10, 20) },
    ],
    attrs: [
      w('儿童', "Children's", 'für Kinder', 'pour enfants', 'per bambini', 'para niños', 'dla dzieci', 'для детей'),
      HERBAL,
      SUGAR_FREE,
      w('薄荷', 'Menthol', 'mit Menthol', 'au menthol', 'al mentolo', 'con mentol', 'z mentolem', 'с ментолом'),
    ],
    features: [HOME_CABINET, INDIVIDUALLY_PACKED, TRAVEL_SIZE],
    variants: packs('袋', 10, 20),
    cnTags: ['家庭常备', '正品', '药房', '冬季', '儿童可用', '独立包装'],
  },
  {
    key: 'medicines/pain-relief',
    share: 2,
    kinds: [
      { shape: 'patch', name: w('膏药贴', 'Pain Relief Patches', 'Schmerzpflaster', 'Patchs antidouleur', 'Cerotti antidolorifici', 'Parches analgésicos', 'Plastry przeciwbólowe', 'Обезболивающие пластыри'), cn: ['膏药贴', '颈椎贴'], price: [9.9, 69], weight: [60, 250], volume: [200, 900] },
      { shape: 'patch', name: w('暖宝宝', 'Heat Patches', 'Wärmepflaster', 'Patchs chauffants', 'Cerotti autoriscaldanti', 'Parches térmicos', 'Plastry rozgrzewające', 'Согревающие пластыри'), cn: ['暖宝宝', '暖贴'], price: [9.9, 49], weight: [150, 500], volume: [500, 1500] },
      { shape: 'tube', name: w('冷感肌肉凝胶', 'Cooling Muscle Gel', 'Kühlendes Muskelgel', 'Gel rafraîchissant pour les muscles', 'Gel rinfrescante per i muscoli', 'Gel frío muscular', 'Żel chłodzący na mięśnie', 'Охлаждающий гель для мышц'), cn: ['肌肉凝胶', '冷敷凝胶'], price: [19, 79], weight: [80, 200], volume: [200, 500], variants: grams(50, 100) },
      { shape: 'box', name: w('热敷护膝', 'Heated Knee Wrap', 'Wärmebandage für das Knie', 'Genouillère chauffante', 'Ginocchiera riscaldante', 'Rodillera térmica', 'Ogrzewająca opaska na kolano', 'Согревающий наколенник'), cn: ['热敷护膝', '发热护膝'], price: [39, 199], weight: [200, 600], volume: [1000, 3000], variants: sizes('M', 'L', 'XL') },
    ],
    attrs: [
      w('艾草', 'Mugwort', 'mit Beifuß', "à l'armoise", "all'artemisia", 'de artemisa', 'z bylicą', 'с полынью'),
      HERBAL,
      w('远红外', 'Far-Infrared', 'mit Ferninfrarot', 'à infrarouge lointain', 'a infrarossi lontani', 'de infrarrojo lejano', 'na podczerwień', 'с дальним инфракрасным излучением'),
    ],
    features: [
      w('持续12小时', 'Lasts Up to 12 Hours', 'Wirkung bis zu 12 Stunden', "action jusqu'à 12 heures", 'durata fino a 12 ore', 'duración de hasta 12 horas', 'działanie do 12 godzin', 'действие до 12 часов'),
      w('肩颈腰腿', 'for Neck, Shoulders and Back', 'für Nacken, Schultern und Rücken', 'pour la nuque, les épaules et le dos', 'per collo, spalle e schiena', 'para cuello, hombros y espalda', 'na kark, ramiona i plecy', 'для шеи, плеч и спины'),
      w('运动恢复', 'for Sports Recovery', 'für die Regeneration nach dem Sport', 'pour la récupération sportive', 'per il recupero sportivo', 'para la recuperación deportiva', 'do regeneracji po wysiłku', 'для восстановления после спорта'),
    ],
    variants: packs('片', 10, 20, 30),
    cnTags: ['家庭常备', '正品', '冬季', '老人', '上班族', '运动'],
  },
  {
    key: 'medicines/vitamins-supplements',
    share: 3,
    kinds: [
      { shape: 'pillbottle', name: w('维生素C咀嚼片', 'Vitamin C Chewable Tablets', 'Vitamin-C-Kautabletten', 'Comprimés à croquer de vitamine C', 'Compresse masticabili di vitamina C', 'Comprimidos masticables de vitamina C', 'Tabletki do żucia z witaminą C', 'Жевательные таблетки с витамином C'), cn: ['维生素C咀嚼片', 'VC片'], price: [29, 129], weight: [100, 300], volume: [300, 800], variants: tablets(30, 60, 90, 100) },
      { shape: 'pillbottle', name: w('鱼油软胶囊', 'Fish Oil Softgels', 'Fischöl-Kapseln', "Capsules d'huile de poisson", 'Capsule di olio di pesce', 'Cápsulas de aceite de pescado', 'Kapsułki z olejem rybim', 'Капсулы рыбьего жира'), cn: ['深海鱼油', '鱼油软胶囊'], price: [59, 259], weight: [150, 400], volume: [400, 1000], variants: capsules(60, 90, 120), attrs: [HIGH_STRENGTH, DEEP_SEA], features: [MEN_WOMEN, WHOLE_FAMILY] },
      { shape: 'pillbottle', name: w('复合维生素', 'Multivitamin Tablets', 'Multivitamin-Tabletten', 'Comprimés multivitaminés', 'Compresse multivitaminiche', 'Comprimidos multivitamínicos', 'Tabletki multiwitaminowe', 'Мультивитамины в таблетках'), cn: ['复合维生素', '多种维生素片'], price: [49, 299], weight: [120, 350], volume: [300, 900], variants: tablets(60, 90, 100), features: [MEN_WOMEN, WHOLE_FAMILY] },
      { shape: 'sachet', name: w('益生菌粉', 'Probiotic Powder Sachets', 'Probiotisches Pulver in Sticks', 'Probiotiques en sachets', 'Probiotici in bustine', 'Probióticos en sobres', 'Probiotyk w saszetkach', 'Пробиотик в саше'), cn: ['益生菌', '益生菌冻干粉'], price: [49, 259], weight: [80, 250], volume: [300, 900], variants: packs('条', 10, 20, 30), features: [MEN_WOMEN, WHOLE_FAMILY] },
      { shape: 'bottle', name: w('胶原蛋白肽饮', 'Collagen Peptide Drink', 'Kollagen-Trinkampullen', 'Collagène à boire', 'Collagene da bere', 'Colágeno bebible', 'Kolagen do picia', 'Питьевой коллаген'), cn: ['胶原蛋白肽', '口服液'], price: [69, 399], weight: [300, 900], volume: [600, 2000], variants: packs('瓶', 6, 10) },
    ],
    attrs: [
      SUGAR_FREE,
      HIGH_STRENGTH,
      w('甜橙味', 'Orange-Flavoured', 'mit Orangengeschmack', 'goût orange', 'gusto arancia', 'sabor naranja', 'o smaku pomarańczowym', 'со вкусом апельсина'),
    ],
    features: [MEN_WOMEN, WHOLE_FAMILY, INDIVIDUALLY_PACKED],
    variants: tablets(60),
    cnTags: ['正品', '海外', '营养', '成人', '官方', '中老年', '上班族'],
  },
  {
    key: 'medicines/first-aid',
    share: 2,
    kinds: [
      { shape: 'firstaid', name: w('急救包', 'First Aid Kit', 'Erste-Hilfe-Set', 'Trousse de premiers secours', 'Kit di pronto soccorso', 'Botiquín de primeros auxilios', 'Apteczka pierwszej pomocy', 'Аптечка первой помощи'), cn: ['急救包', '家庭医药箱'], price: [19, 199], weight: [200, 1200], volume: [1000, 6000], variants: KIT_SIZES },
      { shape: 'box', name: w('创可贴', 'Adhesive Bandages', 'Pflaster', 'Pansements adhésifs', 'Cerotti', 'Tiritas', 'Plastry opatrunkowe', 'Лейкопластыри'), cn: ['创可贴', '防水创口贴'], price: [5.9, 39], weight: [40, 150], volume: [150, 600], variants: packs('片', 50, 100) },
      { shape: 'mask', name: w('一次性口罩', 'Disposable Face Masks', 'Einwegmasken', 'Masques jetables', 'Mascherine monouso', 'Mascarillas desechables', 'Maseczki jednorazowe', 'Одноразовые маски'), cn: ['一次性口罩', '三层防护口罩'], price: [9.9, 59], weight: [100, 400], volume: [600, 2500], variants: packs('只', 10, 30, 50) },
      { shape: 'box', name: w('碘伏棉签', 'Antiseptic Swabs', 'Antiseptische Tupfer', 'Cotons-tiges antiseptiques', 'Tamponi antisettici', 'Hisopos antisépticos', 'Patyczki z antyseptykiem', 'Антисептические ватные палочки'), cn: ['碘伏棉签', '消毒棉签'], price: [5.9, 29], weight: [50, 200], volume: [200, 800], variants: packs('支', 20, 50) },
      { shape: 'box', name: w('弹性绷带', 'Elastic Bandage', 'Elastische Binde', 'Bande élastique', 'Benda elastica', 'Venda elástica', 'Bandaż elastyczny', 'Эластичный бинт'), cn: ['弹性绷带', '自粘绷带'], price: [5.9, 39], weight: [50, 200], volume: [200, 800], variants: packs('卷', 2, 5, 10) },
    ],
    attrs: [
      w('便携', 'Compact', 'im Kompaktformat', 'format compact', 'formato compatto', 'formato compacto', 'w kompaktowym rozmiarze', 'компактного размера'),
      w('防水', 'Waterproof', 'in wasserfester Ausführung', 'version étanche', 'versione impermeabile', 'versión impermeable', 'w wersji wodoodpornej', 'во влагостойком исполнении'),
      w('透气', 'Breathable', 'aus atmungsaktivem Material', 'en matière respirante', 'in materiale traspirante', 'de material transpirable', 'z oddychającego materiału', 'из дышащего материала'),
    ],
    features: [
      w('家庭车载', 'for Home, Car and Travel', 'für Zuhause, Auto und Reisen', 'pour la maison, la voiture et les voyages', 'per casa, auto e viaggi', 'para casa, coche y viajes', 'do domu, auta i w podróż', 'для дома, машины и путешествий'),
      INDIVIDUALLY_PACKED,
      w('户外', 'for Outdoor Activities', 'für Outdoor-Aktivitäten', 'pour les activités en plein air', "per le attività all'aperto", 'para actividades al aire libre', 'na aktywność na świeżym powietrzu', 'для активного отдыха'),
    ],
    variants: packs('件', 2, 5),
    cnTags: ['家用', '车载', '户外', '应急', '学生', '医用'],
  },
  {
    key: 'medicines/traditional-chinese-medicine',
    share: 2,
    kinds: [
      { shape: 'jar', name: w('宁夏枸杞', 'Goji Berries from Ningxia', 'Goji-Beeren aus Ningxia', 'Baies de goji du Ningxia', 'Bacche di goji del Ningxia', 'Bayas de goji de Ningxia', 'Jagody goji z Ningxia', 'Ягоды годжи из Нинся'), cn: ['宁夏枸杞', '头茬枸杞'], price: [29, 199], weight: [250, 1100], volume: [800, 3000], variants: grams(250, 500) },
      { shape: 'box', name: w('艾灸条', 'Moxa Sticks', 'Moxa-Zigarren', 'Bâtons de moxa', 'Sigari di moxa', 'Puros de moxa', 'Cygara moxa', 'Полынные сигары для моксы'), cn: ['艾条', '艾灸条'], price: [19, 99], weight: [100, 400], volume: [500, 1500], variants: packs('根', 10, 20) },
      { shape: 'jar', name: w('新疆红枣', 'Red Dates (Jujube)', 'Rote Datteln (Jujube)', 'Jujubes rouges', 'Giuggiole rosse', 'Azufaifas rojas', 'Czerwone daktyle jujuba', 'Красные финики (зизифус)'), cn: ['新疆红枣', '和田大枣'], price: [19, 129], weight: [500, 1100], volume: [1500, 4000], variants: grams(500, 1000) },
      { shape: 'sachet', name: w('草本足浴包', 'Herbal Foot Soak Sachets', 'Kräuter-Fußbad-Beutel', 'Sachets de bain de pieds aux plantes', 'Bustine per pediluvio alle erbe', 'Sobres de baño de pies con hierbas', 'Ziołowe saszetki do moczenia stóp', 'Травяные саше для ванночек для ног'), cn: ['足浴包', '泡脚药包'], price: [19, 89], weight: [300, 1000], volume: [1000, 3500], variants: packs('包', 20, 30, 50) },
      { shape: 'jar', name: w('人参片', 'Ginseng Slices', 'Ginsengscheiben', 'Tranches de ginseng', 'Fettine di ginseng', 'Láminas de ginseng', 'Plastry żeń-szenia', 'Ломтики женьшеня'), cn: ['人参片', '长白山人参切片'], price: [49, 399], weight: [100, 400], volume: [400, 1500], variants: grams(50, 100, 250) },
    ],
    attrs: [
      PREMIUM,
      w('无硫', 'Sulphur-Free', 'ohne Schwefel', 'sans soufre', 'senza zolfo', 'sin azufre', 'bez siarki', 'без серы'),
      TRADITIONAL,
      w('手工挑选', 'Hand-Selected', 'von Hand verlesen', 'sélection à la main', 'selezione a mano', 'selección a mano', 'z ręcznej selekcji', 'ручного отбора'),
    ],
    features: [
      w('原产地直发', 'Direct from the Growing Region', 'direkt aus dem Anbaugebiet', 'directement de la région de production', 'direttamente dalla zona di produzione', 'directo de la zona de cultivo', 'prosto z regionu uprawy', 'напрямую из региона выращивания'),
      RESEALABLE_JAR,
      GIFT_BOX,
    ],
    variants: grams(250),
    cnTags: ['正品', '道地药材', '养生', '送长辈', '原产地', '无硫熏'],
  },
  {
    key: 'medicines/medical-devices',
    share: 2,
    kinds: [
      { shape: 'monitor', name: w('电子血压计', 'Upper-Arm Blood Pressure Monitor', 'Oberarm-Blutdruckmessgerät', 'Tensiomètre de bras', 'Misuratore di pressione da braccio', 'Tensiómetro de brazo', 'Ciśnieniomierz naramienny', 'Тонометр на плечо'), cn: ['电子血压计', '上臂式血压计'], price: [99, 399], weight: [500, 1000], volume: [2500, 5000] },
      { shape: 'thermometer', name: w('电子体温计', 'Digital Thermometer', 'Digitales Fieberthermometer', 'Thermomètre digital', 'Termometro digitale', 'Termómetro digital', 'Termometr elektroniczny', 'Электронный термометр'), cn: ['电子体温计', '腋下体温计'], price: [19, 129], weight: [50, 150], volume: [150, 500] },
      { shape: 'monitor', name: w('指夹血氧仪', 'Fingertip Pulse Oximeter', 'Fingerpulsoximeter', 'Oxymètre de pouls', 'Saturimetro da dito', 'Pulsioxímetro de dedo', 'Pulsoksymetr napalcowy', 'Пальчиковый пульсоксиметр'), cn: ['血氧仪', '指夹式血氧仪'], price: [49, 199], weight: [60, 180], volume: [200, 600] },
      { shape: 'monitor', name: w('便携雾化器', 'Portable Nebuliser', 'Tragbarer Vernebler', 'Nébuliseur portable', 'Nebulizzatore portatile', 'Nebulizador portátil', 'Przenośny inhalator', 'Портативный небулайзер'), cn: ['雾化器', '家用雾化机'], price: [99, 499], weight: [200, 700], volume: [800, 2500] },
      { shape: 'thermometer', name: w('额温枪', 'Infrared Forehead Thermometer', 'Infrarot-Stirnthermometer', 'Thermomètre frontal infrarouge', 'Termometro frontale a infrarossi', 'Termómetro de frente infrarrojo', 'Termometr bezdotykowy na podczerwień', 'Инфракрасный лобный термометр'), cn: ['额温枪', '红外体温枪'], price: [49, 259], weight: [120, 350], volume: [500, 1500] },
    ],
    attrs: [
      w('智能APP', 'App-Connected', 'mit App-Anbindung', 'avec application', 'con app', 'con app', 'z aplikacją', 'с приложением'),
      w('语音播报', 'Talking', 'mit Sprachausgabe', 'avec annonce vocale', 'con guida vocale', 'con aviso por voz', 'z komunikatami głosowymi', 'с голосовым сопровождением'),
      RECHARGEABLE,
    ],
    features: [
      w('大屏背光', 'with Large Backlit Display', 'mit großem beleuchtetem Display', 'grand écran rétroéclairé', 'display grande retroilluminato', 'pantalla grande retroiluminada', 'z dużym podświetlanym wyświetlaczem', 'с большим дисплеем с подсветкой'),
      FOR_HOME_USE,
      w('一键测量', 'One-Button Measurement', 'Messung per Knopfdruck', 'mesure en un clic', 'misurazione con un tasto', 'medición con un botón', 'pomiar jednym przyciskiem', 'измерение одной кнопкой'),
      w('双人记忆', 'with Memory for 2 Users', 'mit Speicher für 2 Personen', 'mémoire pour 2 utilisateurs', 'memoria per 2 utenti', 'memoria para 2 usuarios', 'z pamięcią dla 2 osób', 'с памятью на 2 пользователей'),
    ],
    variants: [DEVICE_COLOURS[1]!, DEVICE_COLOURS[0]!, DEVICE_COLOURS[2]!],
    cnTags: ['家用', '医用级', '高精准', '老人', '正品', '语音'],
  },
];
