import { grams, millilitres, packs } from './common.ts';
import { GIFT_BOX } from './luggage.ts';
import { PREMIUM, TRADITIONAL, RESEALABLE_JAR } from './medicines.ts';
import { w, type SubCategoryVocab } from './types.ts';

const PRESERVATIVE_FREE = w('零添加', 'Preservative-Free', 'ohne Konservierungsstoffe', 'sans conservateurs', 'senza conservanti', 'sin conservantes', 'bez konserwantów', 'без консервантов');
const HAND_MADE = w('手工', 'Hand-Made', 'nach Hausmacherart', 'fabrication artisanale', 'di produzione artigianale', 'de elaboración artesanal', 'z rzemieślniczej produkcji', 'ручной работы');
const INDIVIDUALLY_PACKED = w('独立小包装', 'Individually Packed', 'einzeln verpackt', 'en sachets individuels', 'in confezioni monoporzione', 'en bolsitas individuales', 'w małych paczkach', 'в индивидуальных упаковках');
const FOR_SHARING = w('分享装', 'for Sharing', 'zum Teilen', 'à partager', 'da condividere', 'para compartir', 'do dzielenia się', 'для компании');
const AUTHENTIC = w('正宗', 'Authentic', 'nach Originalrezept', 'recette authentique', 'ricetta originale', 'receta auténtica', 'według oryginalnej receptury', 'по оригинальному рецепту');

export const FOOD: SubCategoryVocab[] = [
  {
    key: 'food/snacks',
    share: 4,
    kinds: [
      { shape: 'pouch', name: w('辣条', 'Spicy Gluten Strips (Latiao)', 'Scharfe Weizenstreifen (Latiao)', 'Lanières de gluten épicées (latiao)', 'Strisce di glutine piccanti (latiao)', 'Tiras de gluten picantes (latiao)', 'Pikantne paski glutenowe (latiao)', 'Острые пшеничные полоски (латяо)'), cn: ['辣条', '麻辣辣条'], price: [9.9, 49], weight: [200, 1200], volume: [800, 4000] },
      { shape: 'pouch', name: w('薯片', 'Potato Chips', 'Kartoffelchips', 'Chips', 'Patatine', 'Patatas fritas de bolsa', 'Chipsy ziemniaczane', 'Картофельные чипсы'), cn: ['薯片', '厚切薯片'], price: [9.9, 59], weight: [100, 600], volume: [1500, 6000] },
      { shape: 'pouch', name: w('锅巴', 'Crispy Rice Crackers', 'Knusprige Reiscracker', 'Galettes de riz croustillantes', 'Cracker di riso croccanti', 'Galletas de arroz crujientes', 'Chrupiące krakersy ryżowe', 'Хрустящие рисовые крекеры'), cn: ['锅巴', '手工锅巴'], price: [9.9, 49], weight: [200, 900], volume: [1000, 5000] },
      { shape: 'pouch', name: w('牛肉干', 'Beef Jerky', 'Beef Jerky', 'Bœuf séché', 'Carne secca di manzo', 'Cecina de ternera', 'Suszona wołowina', 'Вяленая говядина'), cn: ['牛肉干', '风干牛肉'], price: [29, 159], weight: [150, 600], volume: [500, 2500] },
      { shape: 'pouch', name: w('海苔', 'Seaweed Snacks', 'Seetang-Snacks', "Chips d'algues", 'Snack di alghe', 'Snacks de algas', 'Chipsy z wodorostów', 'Чипсы из нори'), cn: ['海苔', '夹心海苔脆'], price: [9.9, 59], weight: [50, 300], volume: [800, 3000] },
    ],
    attrs: [
      w('麻辣', 'Sichuan Mala', 'nach Sichuan-Art (Mala)', 'façon mala du Sichuan', 'al gusto mala del Sichuan', 'al estilo mala de Sichuan', 'w stylu syczuańskim (mala)', 'в сычуаньском стиле (мала)'),
      HAND_MADE,
      PRESERVATIVE_FREE,
    ],
    features: [
      w('五香味', 'Five-Spice Flavour', 'mit Fünf-Gewürze-Geschmack', 'saveur cinq épices', 'gusto cinque spezie', 'sabor cinco especias', 'o smaku pięciu przypraw', 'со вкусом пяти специй'),
      w('烧烤味', 'Barbecue Flavour', 'mit Barbecue-Geschmack', 'saveur barbecue', 'gusto barbecue', 'sabor barbacoa', 'o smaku barbecue', 'со вкусом барбекю'),
      w('番茄味', 'Tomato Flavour', 'mit Tomatengeschmack', 'saveur tomate', 'gusto pomodoro', 'sabor tomate', 'o smaku pomidorowym', 'со вкусом томата'),
      w('孜然味', 'Cumin Flavour', 'mit Kreuzkümmel', 'saveur cumin', 'gusto cumino', 'sabor comino', 'o smaku kminu rzymskiego', 'со вкусом кумина'),
      INDIVIDUALLY_PACKED,
      FOR_SHARING,
    ],
    variants: grams(100, 250, 500, 1000),
    cnTags: ['网红', '休闲零食', '解馋', '办公室', '宿舍', '整箱', '童年'],
  },
  {
    key: 'food/tea',
    share: 3,
    kinds: [
      { shape: 'tin', name: w('龙井绿茶', 'Longjing Green Tea', 'Grüner Tee Longjing', 'Thé vert Longjing', 'Tè verde Longjing', 'Té verde Longjing', 'Zielona herbata Longjing', 'Зелёный чай Лунцзин'), cn: ['西湖龙井', '龙井绿茶'], price: [49, 599], weight: [150, 700], volume: [800, 3000] },
      { shape: 'tin', name: w('普洱茶饼', 'Pu-erh Tea Cake', 'Pu-Erh-Teefladen', 'Galette de thé pu-erh', 'Tè Pu-erh pressato', 'Torta de té pu-erh', 'Prasowana herbata pu-erh', 'Прессованный чай пуэр'), cn: ['普洱茶饼', '云南普洱熟茶'], price: [59, 899], weight: [400, 800], volume: [1000, 2500], variants: grams(357) },
      { shape: 'tin', name: w('铁观音', 'Tieguanyin Oolong', 'Oolong-Tee Tieguanyin', 'Thé oolong Tieguanyin', 'Tè oolong Tieguanyin', 'Té oolong Tieguanyin', 'Herbata oolong Tieguanyin', 'Улун Те Гуань Инь'), cn: ['安溪铁观音', '浓香型铁观音'], price: [39, 459], weight: [150, 700], volume: [800, 3000] },
      { shape: 'tin', name: w('茉莉花茶', 'Jasmine Tea', 'Jasmintee', 'Thé au jasmin', 'Tè al gelsomino', 'Té de jazmín', 'Herbata jaśminowa', 'Жасминовый чай'), cn: ['茉莉花茶', '飘雪茉莉'], price: [29, 259], weight: [150, 700], volume: [800, 3000] },
      { shape: 'box', name: w('冷泡茶包', 'Cold-Brew Tea Bags', 'Cold-Brew-Teebeutel', 'Sachets de thé infusion à froid', 'Bustine di tè per infusione a freddo', 'Bolsitas de té para infusión en frío', 'Herbata w torebkach do parzenia na zimno', 'Чай в пакетиках для холодного заваривания'), cn: ['冷泡茶', '三角茶包'], price: [19, 99], weight: [100, 400], volume: [800, 2500], variants: packs('包', 20, 30, 50) },
    ],
    attrs: [
      PREMIUM,
      w('2025新茶', '2025 Harvest', 'Ernte 2025', 'récolte 2025', 'raccolto 2025', 'cosecha 2025', 'zbiór 2025', 'урожай 2025 года'),
      w('有机', 'Organic', 'aus biologischem Anbau', 'bio', 'da agricoltura biologica', 'de cultivo ecológico', 'z upraw ekologicznych', 'с органических плантаций'),
      w('高山', 'High-Mountain', 'aus Hochlandanbau', 'de haute montagne', "d'alta montagna", 'de alta montaña', 'z wysokogórskich plantacji', 'с высокогорных плантаций'),
    ],
    features: [
      GIFT_BOX,
      w('罐装', 'in Tin', 'in der Dose', 'en boîte métallique', 'in latta', 'en lata', 'w puszce', 'в жестяной банке'),
      w('浓香型', 'Rich Aroma', 'mit kräftigem Aroma', 'arôme intense', 'aroma intenso', 'aroma intenso', 'o intensywnym aromacie', 'с насыщенным ароматом'),
      w('口粮茶', 'for Everyday Drinking', 'für jeden Tag', 'pour tous les jours', 'per tutti i giorni', 'para el día a día', 'na co dzień', 'на каждый день'),
    ],
    variants: grams(100, 250, 500),
    cnTags: ['新茶', '茶叶', '送礼', '自饮', '明前', '正宗', '浓香'],
  },
  {
    key: 'food/candy-chocolate',
    share: 3,
    kinds: [
      { shape: 'candy', name: w('奶糖', 'Milk Candy', 'Milchbonbons', 'Bonbons au lait', 'Caramelle al latte', 'Caramelos de leche', 'Cukierki mleczne', 'Молочные конфеты'), cn: ['奶糖', '牛奶糖'], price: [9.9, 69], weight: [150, 1000], volume: [500, 3000] },
      { shape: 'chocolate', name: w('黑巧克力', 'Dark Chocolate', 'Zartbitterschokolade', 'Chocolat noir', 'Cioccolato fondente', 'Chocolate negro', 'Czekolada gorzka', 'Тёмный шоколад'), cn: ['黑巧克力', '纯可可脂黑巧'], price: [19, 129], weight: [100, 600], volume: [300, 1500] },
      { shape: 'candy', name: w('水果软糖', 'Gummy Candy', 'Fruchtgummi', 'Bonbons gélifiés', 'Caramelle gommose', 'Gominolas', 'Żelki', 'Жевательный мармелад'), cn: ['软糖', 'QQ糖'], price: [9.9, 59], weight: [100, 800], volume: [400, 2500] },
      { shape: 'candy', name: w('牛轧糖', 'Nougat', 'Nougat', 'Nougat', 'Torrone', 'Turrón', 'Nugat', 'Нуга'), cn: ['牛轧糖', '手工牛轧糖'], price: [19, 99], weight: [200, 800], volume: [500, 2500] },
      { shape: 'chocolate', name: w('抹茶巧克力', 'Matcha Chocolate', 'Matcha-Schokolade', 'Chocolat au matcha', 'Cioccolato al matcha', 'Chocolate de matcha', 'Czekolada z matchą', 'Шоколад с матчей'), cn: ['抹茶巧克力', '生巧'], price: [29, 159], weight: [100, 500], volume: [300, 1500] },
    ],
    attrs: [
      HAND_MADE,
      w('低糖', 'Reduced-Sugar', 'mit weniger Zucker', 'à teneur réduite en sucre', 'a ridotto contenuto di zuccheri', 'con menos azúcar', 'o obniżonej zawartości cukru', 'с пониженным содержанием сахара'),
      w('经典配方', 'Classic-Recipe', 'nach klassischem Rezept', 'recette classique', 'ricetta classica', 'receta clásica', 'według klasycznej receptury', 'по классическому рецепту'),
    ],
    features: [
      w('喜糖', 'for Weddings and Parties', 'für Hochzeiten und Feiern', 'pour mariages et fêtes', 'per matrimoni e feste', 'para bodas y fiestas', 'na wesela i przyjęcia', 'для свадеб и праздников'),
      INDIVIDUALLY_PACKED,
      GIFT_BOX,
      w('多口味', 'Assorted Flavours', 'in verschiedenen Sorten', 'saveurs assorties', 'gusti assortiti', 'sabores variados', 'w różnych smakach', 'ассорти вкусов'),
    ],
    variants: grams(100, 200, 500, 1000),
    cnTags: ['喜糖', '网红', '零食', '送女友', '儿童', '整箱', '年货'],
  },
  {
    key: 'food/nuts-dried-fruit',
    share: 3,
    kinds: [
      { shape: 'pouch', name: w('每日坚果', 'Daily Mixed Nuts', 'Tägliche Nussmischung', 'Mélange quotidien de fruits secs', 'Mix di frutta secca quotidiano', 'Mezcla diaria de frutos secos', 'Codzienna mieszanka orzechów', 'Ореховая смесь на каждый день'), cn: ['每日坚果', '混合坚果'], price: [29, 159], weight: [200, 1000], volume: [800, 4000] },
      { shape: 'jar', name: w('夏威夷果', 'Macadamia Nuts', 'Macadamianüsse', 'Noix de macadamia', 'Noci di macadamia', 'Nueces de macadamia', 'Orzechy makadamia', 'Орехи макадамия'), cn: ['夏威夷果', '奶油味夏威夷果'], price: [29, 129], weight: [250, 1100], volume: [800, 3500] },
      { shape: 'jar', name: w('碧根果', 'Pecans', 'Pekannüsse', 'Noix de pécan', 'Noci pecan', 'Nueces pecanas', 'Orzechy pekan', 'Орехи пекан'), cn: ['碧根果', '长寿果'], price: [29, 139], weight: [250, 1100], volume: [800, 3500] },
      { shape: 'pouch', name: w('芒果干', 'Dried Mango', 'Getrocknete Mango', 'Mangue séchée', 'Mango essiccato', 'Mango deshidratado', 'Suszone mango', 'Сушёное манго'), cn: ['芒果干', '果干蜜饯'], price: [19, 89], weight: [200, 1000], volume: [800, 3500] },
      { shape: 'jar', name: w('新疆葡萄干', 'Raisins from Xinjiang', 'Rosinen aus Xinjiang', 'Raisins secs du Xinjiang', 'Uvetta dello Xinjiang', 'Pasas de Xinjiang', 'Rodzynki z Sinciangu', 'Изюм из Синьцзяна'), cn: ['葡萄干', '吐鲁番葡萄干'], price: [12.9, 69], weight: [250, 1100], volume: [600, 2500] },
    ],
    attrs: [
      PRESERVATIVE_FREE,
      w('新货', 'New-Season', 'aus neuer Ernte', 'nouvelle récolte', 'del nuovo raccolto', 'de nueva cosecha', 'z nowych zbiorów', 'нового урожая'),
      PREMIUM,
    ],
    features: [
      INDIVIDUALLY_PACKED,
      RESEALABLE_JAR,
      w('大颗粒', 'Extra-Large Size', 'in XL-Größe', 'calibre XL', 'calibro XL', 'calibre XL', 'w rozmiarze XL', 'крупного калибра'),
      FOR_SHARING,
    ],
    variants: grams(250, 500, 1000),
    cnTags: ['新货', '坚果炒货', '健康零食', '年货', '送礼', '办公室', '整箱'],
  },
  {
    key: 'food/instant-noodles-ready-meals',
    share: 3,
    kinds: [
      { shape: 'noodles', name: w('柳州螺蛳粉', 'Liuzhou Snail Rice Noodles (Luosifen)', 'Liuzhou-Reisnudeln mit Schneckenbrühe (Luosifen)', "Nouilles de riz de Liuzhou au bouillon d'escargots (luosifen)", 'Noodles di riso di Liuzhou in brodo di lumache (luosifen)', 'Fideos de arroz de Liuzhou con caldo de caracol (luosifen)', 'Makaron ryżowy z Liuzhou na bulionie ze ślimaków (luosifen)', 'Рисовая лапша Лючжоу на улиточном бульоне (лосыфэнь)'), cn: ['螺蛳粉', '柳州螺狮粉'], price: [9.9, 69], weight: [300, 1500], volume: [1000, 5000] },
      { shape: 'noodles', name: w('自热火锅', 'Self-Heating Hot Pot', 'Selbsterhitzender Hot Pot', 'Fondue chinoise auto-chauffante', 'Hot pot autoriscaldante', 'Hot pot autocalentable', 'Samopodgrzewający się hot pot', 'Самонагревающийся хого'), cn: ['自热火锅', '懒人火锅'], price: [19, 89], weight: [400, 1800], volume: [1500, 6000] },
      { shape: 'noodles', name: w('方便面', 'Instant Noodles', 'Instantnudeln', 'Nouilles instantanées', 'Noodles istantanei', 'Fideos instantáneos', 'Makaron instant', 'Лапша быстрого приготовления'), cn: ['方便面', '泡面'], price: [9.9, 59], weight: [300, 1500], volume: [1500, 6000] },
      { shape: 'noodles', name: w('酸辣粉', 'Hot and Sour Glass Noodles', 'Sauer-scharfe Glasnudeln', 'Vermicelles aigres-piquants', 'Vermicelli agropiccanti', 'Fideos de cristal agripicantes', 'Kwaśno-pikantny makaron szklany', 'Кисло-острая крахмальная лапша'), cn: ['酸辣粉', '重庆酸辣粉'], price: [9.9, 49], weight: [300, 1200], volume: [1000, 5000] },
    ],
    attrs: [
      AUTHENTIC,
      w('超辣', 'Extra-Spicy', 'in extra scharfer Variante', 'version extra-épicée', 'versione extra piccante', 'versión extra picante', 'w wersji bardzo ostrej', 'в очень острой версии'),
      w('非油炸', 'Non-Fried', 'ohne Frittieren', 'sans friture', 'senza frittura', 'sin freír', 'bez smażenia', 'без обжарки во фритюре'),
    ],
    features: [
      w('5分钟速食', 'Ready in 5 Minutes', 'in 5 Minuten fertig', 'préparation en 5 minutes', 'preparazione in 5 minuti', 'preparación en 5 minutos', 'przygotowanie w 5 minut', 'приготовление за 5 минут'),
      w('宿舍办公室', 'for Dorm and Office', 'für Wohnheim und Büro', 'pour la résidence étudiante et le bureau', 'per studentato e ufficio', 'para la residencia y la oficina', 'do akademika i biura', 'для общежития и офиса'),
      w('加料版', 'with Extra Toppings', 'mit extra Toppings', 'avec garniture supplémentaire', 'con condimenti extra', 'con ingredientes extra', 'z dodatkami', 'с дополнительными добавками'),
    ],
    variants: packs('袋', 3, 5, 6, 10),
    cnTags: ['速食', '夜宵', '宿舍', '懒人', '整箱', '网红', '正宗'],
  },
  {
    key: 'food/seasonings-sauces',
    share: 3,
    kinds: [
      { shape: 'jar', name: w('香辣脆油辣椒', 'Chilli Crisp Oil', 'Chili-Crunch-Öl', 'Huile pimentée croustillante', 'Olio al peperoncino croccante', 'Aceite de chile crujiente', 'Chrupiący olej chili', 'Хрустящее масло чили'), cn: ['油辣子', '香辣脆', '辣椒酱'], price: [9.9, 59], weight: [250, 900], volume: [500, 1800] },
      { shape: 'box', name: w('火锅底料', 'Hot Pot Soup Base', 'Hot-Pot-Suppenbasis', 'Base de bouillon pour fondue chinoise', 'Base per brodo hot pot', 'Base para caldo de hot pot', 'Baza do zupy hot pot', 'Основа для бульона хого'), cn: ['火锅底料', '牛油火锅底料'], price: [9.9, 69], weight: [150, 600], volume: [400, 1500] },
      { shape: 'bottle', name: w('生抽', 'Light Soy Sauce', 'Helle Sojasauce', 'Sauce soja claire', 'Salsa di soia chiara', 'Salsa de soja clara', 'Jasny sos sojowy', 'Светлый соевый соус'), cn: ['生抽', '酿造酱油'], price: [9.9, 49], weight: [500, 1500], volume: [800, 2000], variants: millilitres(500, 800) },
      { shape: 'jar', name: w('花椒', 'Sichuan Peppercorns', 'Sichuan-Pfeffer', 'Poivre du Sichuan', 'Pepe di Sichuan', 'Pimienta de Sichuan', 'Pieprz syczuański', 'Сычуаньский перец'), cn: ['花椒', '汉源红花椒'], price: [12.9, 79], weight: [100, 550], volume: [400, 1800], attrs: [AUTHENTIC, PREMIUM, PRESERVATIVE_FREE] },
      { shape: 'jar', name: w('郫县豆瓣酱', 'Doubanjiang Chilli Bean Paste', 'Doubanjiang (scharfe Bohnenpaste)', 'Doubanjiang (pâte de fèves pimentée)', 'Doubanjiang (pasta di fave piccante)', 'Doubanjiang (pasta de habas picante)', 'Doubanjiang (pikantna pasta z bobu)', 'Доубаньцзян (острая бобовая паста)'), cn: ['豆瓣酱', '郫县豆瓣'], price: [9.9, 49], weight: [300, 1100], volume: [500, 1800] },
    ],
    attrs: [
      AUTHENTIC,
      w('四川', 'Sichuan', 'aus Sichuan', 'du Sichuan', 'del Sichuan', 'de Sichuan', 'z Syczuanu', 'из Сычуани'),
      PRESERVATIVE_FREE,
      TRADITIONAL,
    ],
    features: [
      w('家用', 'for Home Cooking', 'für die heimische Küche', 'pour la cuisine maison', 'per la cucina di casa', 'para la cocina casera', 'do domowej kuchni', 'для домашней кухни'),
      w('拌面拌饭', 'for Noodles, Dumplings and Stir-Fries', 'für Nudeln, Teigtaschen und Pfannengerichte', 'pour nouilles, raviolis et sautés', 'per noodles, ravioli e saltati', 'para fideos, empanadillas y salteados', 'do makaronu, pierogów i dań z woka', 'для лапши, пельменей и блюд из вока'),
      w('餐厅同款', 'Restaurant Quality', 'in Restaurantqualität', 'qualité restaurant', 'qualità ristorante', 'calidad de restaurante', 'w jakości restauracyjnej', 'ресторанного качества'),
    ],
    variants: grams(200, 250, 500),
    cnTags: ['家用', '正宗', '川味', '下饭', '拌面', '炒菜', '调料'],
  },
];
