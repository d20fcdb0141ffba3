import { VINTAGE, UNISEX } from './clothing.ts';
import { COLOURS } from './common.ts';
import { w, type SubCategoryVocab } from './types.ts';

const LEATHER = w('真皮', 'Leather', 'aus Leder', 'en cuir', 'in pelle', 'de piel', 'ze skóry', 'из кожи');
const NON_SLIP_SOLE = w('防滑', 'with Non-Slip Sole', 'mit rutschfester Sohle', 'à semelle antidérapante', 'con suola antiscivolo', 'con suela antideslizante', 'z antypoślizgową podeszwą', 'с нескользящей подошвой');
const SHOE_AUDIENCE = ['男', '女', '男女同款'];

export const SHOES: SubCategoryVocab[] = [
  {
    key: 'shoes/sneakers',
    share: 9,
    kinds: [
      { shape: 'sneaker', name: w('板鞋', 'Skate Shoes', 'Skateschuhe', 'Chaussures de skate', 'Scarpe da skate', 'Zapatillas de skate', 'Buty deskorolkowe', 'Скейтерские кеды'), cn: ['板鞋', '低帮板鞋'], price: [129, 599], weight: [800, 1400], volume: [7000, 12000] },
      { shape: 'sneaker', name: w('老爹鞋', 'Chunky Sneakers', 'Chunky Sneaker', 'Baskets chunky', 'Sneakers chunky', 'Zapatillas chunky', 'Sneakersy chunky', 'Массивные кроссовки'), cn: ['老爹鞋', '厚底老爹鞋'], price: [159, 899], weight: [900, 1500], volume: [8000, 13000] },
      { shape: 'sneaker', name: w('帆布鞋', 'Canvas Sneakers', 'Canvas-Sneaker', 'Baskets en toile', 'Sneakers di tela', 'Zapatillas de lona', 'Trampki', 'Кеды'), cn: ['帆布鞋', '高帮帆布鞋'], price: [59, 299], weight: [600, 1000], volume: [6000, 10000] },
      { shape: 'sneaker', name: w('低帮休闲鞋', 'Low-Top Sneakers', 'Low-Top-Sneaker', 'Baskets basses', 'Sneakers basse', 'Zapatillas bajas', 'Niskie sneakersy', 'Низкие кроссовки'), cn: ['休闲鞋', '小白鞋', '运动休闲鞋'], price: [150, 900], weight: [700, 1300], volume: [7000, 12000] },
    ],
    attrs: [
      VINTAGE,
      w('轻便', 'Lightweight', 'mit leichter Sohle', 'à semelle légère', 'con suola leggera', 'con suela ligera', 'z lekką podeszwą', 'на лёгкой подошве'),
      w('厚底', 'Platform', 'mit Plateausohle', 'à semelle plateforme', 'con suola platform', 'con plataforma', 'na platformie', 'на платформе'),
      w('透气', 'Breathable', 'mit atmungsaktivem Obermaterial', 'à tige respirante', 'con tomaia traspirante', 'con parte superior transpirable', 'z oddychającą cholewką', 'с дышащим верхом'),
    ],
    features: [
      w('经典款', 'Classic Design', 'im klassischen Design', 'design classique', 'design classico', 'diseño clásico', 'klasyczny design', 'классический дизайн'),
      w('撞色', 'with Colour-Block Panels', 'in Colour-Blocking-Optik', 'à empiècements contrastés', 'con inserti a contrasto', 'con paneles de contraste', 'z kolorowymi wstawkami', 'с цветными вставками'),
      UNISEX,
    ],
    variants: COLOURS,
    cnTags: ['ins潮', '百搭', '学生', '休闲', '运动', '小白鞋', '复古', '潮鞋'],
    cnAudience: SHOE_AUDIENCE,
    cnSeasons: ['春夏', '秋冬', '四季', '春季'],
  },
  {
    key: 'shoes/boots',
    share: 6,
    kinds: [
      { shape: 'boot', name: w('马丁靴', 'Combat Boots', 'Schnürboots', 'Boots à lacets', 'Anfibi', 'Botas militares', 'Glany', 'Грубые ботинки на шнуровке'), cn: ['马丁靴', '短靴'], price: [159, 699], weight: [1200, 2200], volume: [9000, 16000] },
      { shape: 'boot', name: w('切尔西靴', 'Chelsea Boots', 'Chelsea-Boots', 'Bottines Chelsea', 'Stivaletti Chelsea', 'Botas Chelsea', 'Sztyblety', 'Челси'), cn: ['切尔西靴', '烟筒靴'], price: [199, 799], weight: [1100, 2000], volume: [9000, 15000] },
      { shape: 'boot', name: w('雪地靴', 'Snow Boots', 'Schneestiefel', 'Bottes de neige', 'Stivali da neve', 'Botas de nieve', 'Śniegowce', 'Угги'), cn: ['雪地靴', '加绒棉靴'], price: [99, 499], weight: [1000, 2000], volume: [10000, 18000] },
      { shape: 'boot', name: w('工装靴', 'Work Boots', 'Worker Boots', 'Bottes de travail', 'Stivali da lavoro', 'Botas de trabajo', 'Workery', 'Рабочие ботинки'), cn: ['工装靴', '大黄靴'], price: [179, 799], weight: [1300, 2400], volume: [10000, 17000] },
    ],
    attrs: [
      LEATHER,
      w('麂皮', 'Suede', 'aus Wildleder', 'en daim', 'in camoscio', 'de ante', 'z zamszu', 'из замши'),
      w('加绒', 'Fleece-Lined', 'mit warmem Futter', 'avec doublure chaude', 'con fodera calda', 'con forro cálido', 'z ciepłą podszewką', 'с тёплой подкладкой'),
      VINTAGE,
    ],
    features: [
      w('厚底', 'with Chunky Sole', 'mit dicker Sohle', 'à semelle épaisse', 'con suola spessa', 'con suela gruesa', 'na grubej podeszwie', 'на толстой подошве'),
      w('侧拉链', 'with Side Zip', 'mit seitlichem Reißverschluss', 'avec zip latéral', 'con zip laterale', 'con cremallera lateral', 'z zamkiem z boku', 'с боковой молнией'),
      w('防水', 'with Waterproof Membrane', 'mit wasserdichter Membran', 'à membrane imperméable', 'con membrana impermeabile', 'con membrana impermeable', 'z wodoodporną membraną', 'с водонепроницаемой мембраной'),
      NON_SLIP_SOLE,
    ],
    variants: COLOURS.slice(0, 12),
    cnTags: ['英伦风', '复古', '百搭', '高帮', '潮', '显脚小'],
    cnAudience: SHOE_AUDIENCE,
    cnSeasons: ['秋冬', '冬季', '秋季'],
  },
  {
    key: 'shoes/sandals-slides',
    share: 5,
    kinds: [
      { shape: 'slide', name: w('拖鞋', 'Slides', 'Pantoletten', 'Claquettes', 'Ciabatte', 'Chanclas', 'Klapki', 'Шлёпанцы'), cn: ['拖鞋', '外穿拖鞋', '踩屎感拖鞋'], price: [15, 129], weight: [250, 600], volume: [2500, 6000] },
      { shape: 'sandal', name: w('凉鞋', 'Sandals', 'Sandalen', 'Sandales', 'Sandali', 'Sandalias', 'Sandały', 'Сандалии'), cn: ['凉鞋', '沙滩凉鞋'], price: [39, 299], weight: [400, 900], volume: [3500, 8000] },
      { shape: 'sandal', name: w('洞洞鞋', 'Clogs', 'Clogs', 'Sabots', 'Zoccoli', 'Zuecos', 'Chodaki', 'Сабо'), cn: ['洞洞鞋', '包头洞洞鞋'], price: [29, 199], weight: [300, 700], volume: [4000, 8000] },
      { shape: 'slide', name: w('人字拖', 'Flip-Flops', 'Zehentrenner', 'Tongs', 'Infradito', 'Chanclas de dedo', 'Japonki', 'Вьетнамки'), cn: ['人字拖', '夹脚拖鞋'], price: [9.9, 79], weight: [150, 400], volume: [1500, 4000] },
    ],
    attrs: [
      w('EVA', 'EVA', 'aus EVA', 'en EVA', 'in EVA', 'de EVA', 'z pianki EVA', 'из ЭВА'),
      w('软底', 'Cloud-Soft', 'mit weicher Sohle', 'à semelle souple', 'con suola morbida', 'con suela blanda', 'z miękką podeszwą', 'на мягкой подошве'),
      w('厚底', 'Platform', 'mit Plateausohle', 'à plateforme', 'con suola alta', 'con plataforma', 'na platformie', 'на платформе'),
    ],
    features: [
      w('防滑', 'with Non-Slip Tread', 'mit Anti-Rutsch-Profil', 'à profil antidérapant', 'con battistrada antiscivolo', 'con dibujo antideslizante', 'z antypoślizgowym bieżnikiem', 'с противоскользящим протектором'),
      w('沙滩', 'for Beach and Pool', 'für Strand und Pool', 'pour la plage et la piscine', 'per spiaggia e piscina', 'para playa y piscina', 'na plażę i basen', 'для пляжа и бассейна'),
      w('居家外穿', 'for Home and Outdoors', 'für drinnen und draußen', "pour l'intérieur et l'extérieur", 'per casa e esterno', 'para casa y exterior', 'do domu i na zewnątrz', 'для дома и улицы'),
      UNISEX,
    ],
    variants: COLOURS,
    cnTags: ['踩屎感', '防臭', '静音', 'ins', '百搭', '情侣', '浴室'],
    cnAudience: SHOE_AUDIENCE,
    cnSeasons: ['夏季', '春夏'],
  },
  {
    key: 'shoes/formal-shoes',
    share: 4,
    kinds: [
      { shape: 'oxford', name: w('德比鞋', 'Derby Shoes', 'Derby-Schuhe', 'Derbies', 'Scarpe derby', 'Zapatos derby', 'Buty derby', 'Дерби'), cn: ['德比鞋', '商务皮鞋'], price: [159, 699], weight: [900, 1500], volume: [8000, 13000] },
      { shape: 'oxford', name: w('牛津鞋', 'Oxford Shoes', 'Oxford-Schuhe', 'Richelieus', 'Scarpe Oxford', 'Zapatos Oxford', 'Oksfordki', 'Оксфорды'), cn: ['牛津鞋', '正装皮鞋'], price: [199, 799], weight: [900, 1500], volume: [8000, 13000] },
      { shape: 'oxford', name: w('乐福鞋', 'Loafers', 'Loafer', 'Mocassins', 'Mocassini', 'Mocasines', 'Mokasyny', 'Лоферы'), cn: ['乐福鞋', '一脚蹬乐福鞋'], price: [129, 599], weight: [700, 1300], volume: [7000, 12000] },
      { shape: 'oxford', name: w('玛丽珍鞋', 'Mary Jane Shoes', 'Mary-Janes', 'Babies', 'Scarpe Mary Jane', 'Merceditas', 'Buty Mary Jane', 'Туфли Мэри Джейн'), cn: ['玛丽珍鞋', '复古玛丽珍单鞋'], price: [89, 399], weight: [500, 1000], volume: [6000, 10000] },
    ],
    attrs: [
      LEATHER,
      w('漆皮', 'Patent Leather', 'aus Lackleder', 'en cuir verni', 'in vernice', 'de charol', 'z lakierowanej skóry', 'из лакированной кожи'),
      w('英伦', 'British-Style', 'im britischen Stil', 'style anglais', 'stile inglese', 'estilo inglés', 'w stylu brytyjskim', 'в британском стиле'),
      VINTAGE,
    ],
    features: [
      w('商务婚鞋', 'for Business and Weddings', 'für Büro und Hochzeit', 'pour le bureau et les mariages', 'per ufficio e cerimonie', 'para oficina y bodas', 'do biura i na wesele', 'для офиса и торжеств'),
      w('软底', 'with Cushioned Insole', 'mit gepolsterter Innensohle', 'avec semelle intérieure rembourrée', 'con soletta imbottita', 'con plantilla acolchada', 'z wyściełaną wkładką', 'с мягкой стелькой'),
      w('内增高', 'with Hidden Heel Lift', 'mit unsichtbarer Erhöhung', 'avec talonnette intégrée', 'con rialzo interno', 'con alza interior', 'z ukrytym podwyższeniem', 'со скрытым каблуком'),
      w('圆头', 'with Round Toe', 'mit runder Zehenpartie', 'à bout rond', 'a punta tonda', 'de punta redonda', 'z okrągłym noskiem', 'с круглым носом'),
    ],
    variants: [COLOURS[0]!, COLOURS[11]!, COLOURS[7]!, COLOURS[1]!, COLOURS[6]!],
    cnTags: ['英伦', '商务', '正装', '百搭', '复古', '结婚'],
    cnAudience: ['男', '女'],
    cnSeasons: ['春秋', '四季', '秋冬'],
  },
  {
    key: 'shoes/running-shoes',
    share: 6,
    kinds: [
      { shape: 'sneaker', name: w('跑步鞋', 'Running Shoes', 'Laufschuhe', 'Chaussures de running', 'Scarpe da running', 'Zapatillas de running', 'Buty do biegania', 'Беговые кроссовки'), cn: ['跑步鞋', '运动跑鞋'], price: [159, 899], weight: [600, 1100], volume: [7000, 12000] },
      { shape: 'sneaker', name: w('碳板跑鞋', 'Carbon-Plate Racing Shoes', 'Carbon-Wettkampfschuhe', 'Chaussures de compétition à plaque carbone', 'Scarpe da gara con piastra in carbonio', 'Zapatillas de competición con placa de carbono', 'Buty startowe z płytką karbonową', 'Гоночные кроссовки с карбоновой пластиной'), cn: ['碳板跑鞋', '竞速跑鞋'], price: [399, 1299], weight: [550, 950], volume: [7000, 12000] },
      { shape: 'sneaker', name: w('越野跑鞋', 'Trail Running Shoes', 'Trailrunning-Schuhe', 'Chaussures de trail', 'Scarpe da trail running', 'Zapatillas de trail', 'Buty do biegania w terenie', 'Кроссовки для трейлраннинга'), cn: ['越野跑鞋', '户外徒步鞋'], price: [259, 999], weight: [750, 1300], volume: [8000, 13000] },
      { shape: 'sneaker', name: w('健步鞋', 'Walking Shoes', 'Walkingschuhe', 'Chaussures de marche', 'Scarpe da camminata', 'Zapatillas para caminar', 'Buty spacerowe', 'Кроссовки для ходьбы'), cn: ['健步鞋', '软底健步鞋'], price: [99, 459], weight: [600, 1100], volume: [7000, 11000] },
    ],
    attrs: [
      w('缓震', 'Cushioned', 'mit Dämpfung', 'à amorti', 'con ammortizzazione', 'con amortiguación', 'z amortyzacją', 'с амортизацией'),
      w('轻量', 'Lightweight', 'in Leichtbauweise', 'ultra-légères', 'ultraleggere', 'ultraligeras', 'ultralekkie', 'облегчённой конструкции'),
      w('透气网面', 'Breathable Mesh', 'mit Mesh-Obermaterial', 'à tige en mesh respirant', 'con tomaia in mesh traspirante', 'con malla transpirable', 'z oddychającej siatki', 'с сетчатым верхом'),
    ],
    features: [
      w('防滑耐磨', 'with Grippy Outsole', 'mit griffiger Laufsohle', 'avec semelle adhérente', 'con suola ad alta aderenza', 'con suela de alto agarre', 'z przyczepną podeszwą', 'с цепкой подошвой'),
      w('回弹', 'with Responsive Foam', 'mit reaktivem Schaum', 'avec mousse réactive', 'con schiuma reattiva', 'con espuma reactiva', 'z responsywną pianką', 'с отзывчивой пеной'),
      w('马拉松训练', 'for Marathon Training', 'für das Marathontraining', "pour l'entraînement au marathon", "per l'allenamento da maratona", 'para entrenar maratones', 'do treningu maratońskiego', 'для подготовки к марафону'),
      w('反光', 'with Reflective Details', 'mit reflektierenden Details', 'avec détails réfléchissants', 'con dettagli riflettenti', 'con detalles reflectantes', 'z elementami odblaskowymi', 'со светоотражающими деталями'),
    ],
    variants: COLOURS,
    cnTags: ['专业', '运动', '减震', '马拉松', '学生体测', '竞速', '透气'],
    cnAudience: ['男', '女'],
    cnSeasons: ['春夏', '四季', '秋冬'],
  },
];
