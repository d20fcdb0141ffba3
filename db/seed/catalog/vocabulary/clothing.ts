import { COLOURS } from './common.ts';
import { w, type SubCategoryVocab } from './types.ts';

export const COTTON = w('纯棉', 'Cotton', 'aus Baumwolle', 'en coton', 'in cotone', 'de algodón', 'z bawełny', 'из хлопка');
const HEAVY_COTTON = w('重磅纯棉', 'Heavyweight Cotton', 'aus schwerer Baumwolle', 'en coton épais', 'in cotone pesante', 'de algodón grueso', 'z grubej bawełny', 'из плотного хлопка');
export const VINTAGE = w('复古', 'Vintage', 'im Vintage-Stil', 'style vintage', 'stile vintage', 'estilo vintage', 'w stylu vintage', 'в винтажном стиле');
export const RELAXED = w('宽松版型', 'Relaxed Fit', 'in lockerer Passform', 'coupe ample', 'vestibilità comoda', 'corte holgado', 'luźny krój', 'свободный крой');
const OVERSIZED = w('宽松落肩', 'Oversized with Dropped Shoulders', 'oversized, mit überschnittenen Schultern', 'coupe oversize, épaules tombantes', 'vestibilità oversize, spalle scese', 'corte oversize con hombros caídos', 'krój oversize, obniżone ramiona', 'оверсайз, спущенное плечо');
export const UNISEX = w('男女同款', 'Unisex', 'Unisex', 'unisexe', 'unisex', 'unisex', 'unisex', 'унисекс');
export const EMBROIDERED_LOGO = w('刺绣logo', 'with Embroidered Logo', 'mit gesticktem Logo', 'avec logo brodé', 'con logo ricamato', 'con logo bordado', 'z wyhaftowanym logo', 'с вышитым логотипом');
export const MANY_POCKETS = w('多口袋', 'with Multiple Pockets', 'mit vielen Taschen', 'multipoches', 'con tante tasche', 'con varios bolsillos', 'z wieloma kieszeniami', 'с множеством карманов');
export const EVERYDAY = w('休闲百搭', 'for Everyday Wear', 'für den Alltag', 'pour tous les jours', 'per tutti i giorni', 'para el día a día', 'na co dzień', 'на каждый день');

export const CLOTHING: SubCategoryVocab[] = [
  {
    key: 'clothing-accessories/t-shirts-tops',
    share: 10,
    kinds: [
      { shape: 'tshirt', name: w('短袖T恤', 'T-Shirt', 'T-Shirt', 'T-shirt', 'T-shirt', 'Camiseta', 'T-shirt', 'Футболка'), cn: ['短袖T恤', '短袖t恤', '半袖体恤'], price: [19, 169], weight: [150, 320], volume: [1200, 3000] },
      { shape: 'longsleeve', name: w('长袖T恤', 'Long-Sleeve T-Shirt', 'Langarmshirt', 'T-shirt à manches longues', 'T-shirt a maniche lunghe', 'Camiseta de manga larga', 'Koszulka z długim rękawem', 'Лонгслив'), cn: ['长袖T恤', '长袖打底衫'], price: [29, 199], weight: [200, 380], volume: [1500, 3500] },
      {
        shape: 'tshirt',
        name: w('POLO衫', 'Polo Shirt', 'Poloshirt', 'Polo', 'Polo', 'Polo', 'Koszulka polo', 'Поло'),
        cn: ['POLO衫', '翻领polo衫'],
        price: [39, 259],
        weight: [200, 360],
        volume: [1500, 3500],
        features: [
          w('修身', 'Slim Fit', 'Slim Fit', 'coupe ajustée', 'vestibilità slim', 'corte entallado', 'krój slim', 'приталенный крой'),
          EMBROIDERED_LOGO,
          RELAXED,
        ],
      },
      { shape: 'tshirt', name: w('短款上衣', 'Cropped Top', 'Crop-Top', 'Crop top', 'Crop top', 'Top corto', 'Krótki top', 'Укороченный топ'), cn: ['短款上衣', '短款t恤'], price: [25, 139], weight: [100, 250], volume: [900, 2200] },
    ],
    attrs: [
      COTTON,
      HEAVY_COTTON,
      w('冰丝', 'Cooling Ice-Silk', 'aus kühlendem Stoff', 'en tissu rafraîchissant', 'in tessuto rinfrescante', 'de tejido fresco', 'z chłodzącej tkaniny', 'из охлаждающей ткани'),
      w('莫代尔', 'Modal', 'aus Modal', 'en modal', 'in modal', 'de modal', 'z modalu', 'из модала'),
      w('华夫格', 'Waffle-Knit', 'in Waffelstrick', 'en maille gaufrée', 'in maglia waffle', 'de punto gofrado', 'z dzianiny waflowej', 'из вафельного трикотажа'),
      w('水洗做旧', 'Vintage Washed', 'im Washed-Look', 'effet délavé', 'effetto slavato', 'efecto lavado', 'z efektem sprania', 'с эффектом потёртости'),
    ],
    features: [
      OVERSIZED,
      w('圆领', 'Crew Neck', 'mit Rundhalsausschnitt', 'col rond', 'girocollo', 'cuello redondo', 'okrągły dekolt', 'круглый вырез'),
      w('修身', 'Slim Fit', 'Slim Fit', 'coupe ajustée', 'vestibilità slim', 'corte entallado', 'krój slim', 'приталенный крой'),
      w('美式复古印花', 'with Vintage American Print', 'mit Vintage-Print im US-Stil', 'imprimé vintage style américain', 'con stampa vintage stile americano', 'con estampado vintage estilo americano', 'z nadrukiem w amerykańskim stylu vintage', 'с винтажным принтом в американском стиле'),
      w('字母刺绣', 'with Embroidered Lettering', 'mit gesticktem Schriftzug', 'avec inscription brodée', 'con scritta ricamata', 'con letras bordadas', 'z wyhaftowanym napisem', 'с вышитой надписью'),
      UNISEX,
    ],
    variants: COLOURS,
    cnTags: ['美式复古', 'ins潮', '百搭', '潮牌', '日系', '街头', '基础款', '小众设计感'],
    cnAudience: ['男', '女', '男女同款'],
    cnSeasons: ['夏季', '春夏', '夏装'],
  },
  {
    key: 'clothing-accessories/hoodies-sweatshirts',
    share: 10,
    kinds: [
      { shape: 'hoodie', name: w('连帽卫衣', 'Hoodie', 'Kapuzenpullover', 'Sweat à capuche', 'Felpa con cappuccio', 'Sudadera con capucha', 'Bluza z kapturem', 'Худи'), cn: ['连帽卫衣', '卫衣', '连帽衫'], price: [59, 299], weight: [400, 950], volume: [3000, 9000] },
      { shape: 'hoodie', name: w('拉链开衫卫衣', 'Zip-Up Hoodie', 'Kapuzenjacke', 'Sweat zippé à capuche', 'Felpa con zip e cappuccio', 'Sudadera con cremallera y capucha', 'Rozpinana bluza z kapturem', 'Худи на молнии'), cn: ['拉链开衫卫衣', '连帽卫衣外套'], price: [69, 329], weight: [450, 1000], volume: [3500, 9000] },
      { shape: 'longsleeve', name: w('圆领卫衣', 'Crewneck Sweatshirt', 'Sweatshirt', 'Sweat col rond', 'Felpa girocollo', 'Sudadera de cuello redondo', 'Bluza z okrągłym dekoltem', 'Свитшот'), cn: ['圆领卫衣', '套头卫衣'], price: [49, 259], weight: [350, 800], volume: [2500, 7000] },
      { shape: 'longsleeve', name: w('半拉链卫衣', 'Half-Zip Sweatshirt', 'Troyer', 'Sweat demi-zippé', 'Felpa con mezza zip', 'Sudadera de media cremallera', 'Bluza z krótkim zamkiem', 'Толстовка на короткой молнии'), cn: ['半拉链卫衣', '半拉链套头衫'], price: [69, 299], weight: [400, 850], volume: [3000, 7500] },
    ],
    attrs: [
      HEAVY_COTTON,
      w('加绒', 'Fleece-Lined', 'mit Fleecefutter', 'avec doublure polaire', 'con interno in pile', 'con forro polar', 'z polarową podszewką', 'с флисовой подкладкой'),
      w('毛圈', 'French Terry', 'aus French Terry', 'en molleton bouclette', 'in french terry', 'de felpa francesa', 'z dzianiny pętelkowej', 'из футера'),
      w('水洗做旧', 'Acid-Wash', 'im Acid-Wash-Look', 'effet délavé', 'effetto slavato', 'efecto lavado', 'z efektem sprania', 'с эффектом варёнки'),
      VINTAGE,
    ],
    features: [
      OVERSIZED,
      RELAXED,
      w('美式字母印花', 'with Varsity Letter Print', 'mit College-Schriftzug', 'imprimé lettres style campus', 'con stampa college', 'con estampado universitario', 'z nadrukiem w stylu college', 'с надписью в университетском стиле'),
      w('胸前刺绣', 'with Embroidered Chest Logo', 'mit gesticktem Logo auf der Brust', 'avec logo brodé sur la poitrine', 'con logo ricamato sul petto', 'con logo bordado en el pecho', 'z wyhaftowanym logo na piersi', 'с вышитым логотипом на груди'),
      w('袋鼠口袋', 'with Kangaroo Pocket', 'mit Kängurutasche', 'avec poche kangourou', 'con tasca a marsupio', 'con bolsillo canguro', 'z kieszenią kangurką', 'с карманом-кенгуру'),
      UNISEX,
    ],
    variants: COLOURS,
    cnTags: ['美式复古', '潮牌', 'ins', '百搭', '情侣装', '街头', '高街', '外套'],
    cnAudience: ['男', '女', '男女同款'],
    cnSeasons: ['秋冬', '秋季', '冬季', '春秋'],
  },
  {
    key: 'clothing-accessories/jackets-coats',
    share: 8,
    kinds: [
      { shape: 'jacket', name: w('飞行员夹克', 'Bomber Jacket', 'Bomberjacke', 'Blouson aviateur', 'Bomber', 'Cazadora bomber', 'Kurtka bomberka', 'Бомбер'), cn: ['飞行员夹克', '棒球服夹克'], price: [129, 599], weight: [600, 1300], volume: [5000, 12000] },
      { shape: 'jacket', name: w('羽绒服', 'Down Jacket', 'Daunenjacke', 'Doudoune', 'Piumino', 'Plumífero', 'Kurtka puchowa', 'Пуховик'), cn: ['羽绒服', '面包服'], price: [199, 999], weight: [700, 1600], volume: [8000, 20000] },
      { shape: 'jacket', name: w('牛仔外套', 'Denim Jacket', 'Jeansjacke', 'Veste en jean', 'Giacca di jeans', 'Chaqueta vaquera', 'Kurtka jeansowa', 'Джинсовая куртка'), cn: ['牛仔外套', '牛仔夹克'], price: [99, 459], weight: [600, 1100], volume: [4000, 9000] },
      { shape: 'coat', name: w('风衣', 'Trench Coat', 'Trenchcoat', 'Trench', 'Trench', 'Gabardina', 'Trencz', 'Тренч'), cn: ['风衣', '中长款风衣外套'], price: [199, 899], weight: [800, 1500], volume: [6000, 12000] },
      { shape: 'coat', name: w('毛呢大衣', 'Wool Coat', 'Wollmantel', 'Manteau en laine', 'Cappotto di lana', 'Abrigo de lana', 'Płaszcz wełniany', 'Шерстяное пальто'), cn: ['毛呢大衣', '双面呢大衣'], price: [259, 1299], weight: [1000, 2000], volume: [8000, 16000] },
    ],
    attrs: [
      VINTAGE,
      w('工装', 'Utility', 'im Utility-Stil', 'style utilitaire', 'stile utility', 'estilo utilitario', 'w stylu utility', 'в стиле утилити'),
      w('韩版', 'Korean-Style', 'im koreanischen Stil', 'style coréen', 'stile coreano', 'estilo coreano', 'w koreańskim stylu', 'в корейском стиле'),
      w('轻薄', 'Lightweight', 'in leichter Ausführung', 'version légère', 'in versione leggera', 'en versión ligera', 'w lekkiej wersji', 'в облегчённом варианте'),
      w('加厚保暖', 'Winter', 'für den Winter', "d'hiver", 'invernale', 'de invierno', 'na zimę', 'на зиму'),
    ],
    features: [
      w('可拆卸帽', 'with Detachable Hood', 'mit abnehmbarer Kapuze', 'à capuche amovible', 'con cappuccio staccabile', 'con capucha desmontable', 'z odpinanym kapturem', 'со съёмным капюшоном'),
      w('防泼水', 'with Water-Repellent Finish', 'mit wasserabweisender Beschichtung', 'avec traitement déperlant', 'con trattamento idrorepellente', 'con acabado repelente al agua', 'z powłoką hydrofobową', 'с водоотталкивающей пропиткой'),
      MANY_POCKETS,
      w('立领', 'with Stand-Up Collar', 'mit Stehkragen', 'à col montant', 'con collo alto', 'con cuello alto', 'ze stójką', 'с воротником-стойкой'),
      RELAXED,
    ],
    variants: COLOURS,
    cnTags: ['潮牌', '美式复古', '高级感', '百搭', '韩版', '休闲', '情侣款'],
    cnAudience: ['男', '女', '男女同款'],
    cnSeasons: ['秋冬', '冬季', '春秋', '秋季'],
  },
  {
    key: 'clothing-accessories/pants-jeans',
    share: 8,
    kinds: [
      { shape: 'trousers', name: w('牛仔裤', 'Jeans', 'Jeans', 'Jean', 'Jeans', 'Vaqueros', 'Jeansy', 'Джинсы'), cn: ['牛仔裤', '直筒牛仔裤'], price: [69, 399], weight: [500, 900], volume: [2500, 6000] },
      { shape: 'trousers', name: w('工装裤', 'Cargo Pants', 'Cargohose', 'Pantalon cargo', 'Pantaloni cargo', 'Pantalones cargo', 'Spodnie bojówki', 'Брюки-карго'), cn: ['工装裤', '机能风工装裤'], price: [69, 329], weight: [450, 850], volume: [2500, 6000] },
      { shape: 'trousers', name: w('运动卫裤', 'Sweatpants', 'Jogginghose', 'Pantalon de jogging', 'Pantaloni della tuta', 'Pantalones de chándal', 'Spodnie dresowe', 'Спортивные брюки'), cn: ['卫裤', '运动裤'], price: [49, 229], weight: [350, 700], volume: [2000, 5000] },
      {
        shape: 'trousers',
        name: w('阔腿裤', 'Wide-Leg Trousers', 'Weite Hose', 'Pantalon large', 'Pantaloni a gamba larga', 'Pantalones de pierna ancha', 'Spodnie z szerokimi nogawkami', 'Широкие брюки'),
        cn: ['阔腿裤', '垂感阔腿西裤'],
        price: [79, 359],
        weight: [350, 750],
        volume: [2000, 5000],
        attrs: [
          w('高腰', 'High-Waisted', 'mit hohem Bund', 'taille haute', 'a vita alta', 'de tiro alto', 'z wysokim stanem', 'с высокой посадкой'),
          w('垂感', 'Flowing', 'aus fließendem Stoff', 'en tissu fluide', 'in tessuto fluido', 'de tejido fluido', 'z lejącej tkaniny', 'из струящейся ткани'),
        ],
      },
      {
        shape: 'shorts',
        name: w('短裤', 'Shorts', 'Shorts', 'Short', 'Pantaloncini', 'Pantalones cortos', 'Szorty', 'Шорты'),
        cn: ['短裤', '五分裤'],
        price: [39, 199],
        weight: [200, 450],
        volume: [1200, 3000],
        features: [
          RELAXED,
          w('抽绳腰', 'with Drawstring Waist', 'mit Tunnelzug', 'avec taille à cordon', 'con coulisse in vita', 'con cintura de cordón', 'ze ściągaczem w pasie', 'с поясом на кулиске'),
          w('夏季', 'for Summer', 'für den Sommer', "pour l'été", "per l'estate", 'para el verano', 'na lato', 'на лето'),
        ],
      },
    ],
    attrs: [
      w('直筒', 'Straight-Leg', 'mit geradem Bein', 'coupe droite', 'a gamba dritta', 'de corte recto', 'o prostym kroju', 'прямого кроя'),
      w('高腰', 'High-Waisted', 'mit hohem Bund', 'taille haute', 'a vita alta', 'de tiro alto', 'z wysokim stanem', 'с высокой посадкой'),
      w('弹力', 'Stretch', 'mit Stretch-Anteil', 'en tissu stretch', 'in tessuto elasticizzato', 'de tejido elástico', 'z elastycznego materiału', 'из эластичной ткани'),
      w('复古水洗', 'Vintage Washed', 'in Vintage-Waschung', 'effet délavé vintage', 'con lavaggio vintage', 'con lavado vintage', 'z efektem sprania', 'с эффектом винтажной потёртости'),
    ],
    features: [
      RELAXED,
      w('抽绳腰', 'with Drawstring Waist', 'mit Tunnelzug', 'avec taille à cordon', 'con coulisse in vita', 'con cintura de cordón', 'ze ściągaczem w pasie', 'с поясом на кулиске'),
      MANY_POCKETS,
      w('九分', 'Ankle Length', 'in Knöchellänge', 'longueur cheville', 'alla caviglia', 'hasta el tobillo', 'do kostek', 'длиной до щиколотки'),
      EVERYDAY,
    ],
    variants: COLOURS,
    cnTags: ['美式高街', '百搭', '显瘦', '垂感', '潮牌', '休闲', '拖地'],
    cnAudience: ['男', '女', '男女同款'],
    cnSeasons: ['春秋', '秋冬', '夏季', '四季'],
  },
  {
    key: 'clothing-accessories/dresses-skirts',
    share: 7,
    kinds: [
      { shape: 'dress', name: w('中长款连衣裙', 'Midi Dress', 'Midikleid', 'Robe mi-longue', 'Abito midi', 'Vestido midi', 'Sukienka midi', 'Платье миди'), cn: ['连衣裙', '中长款连衣裙'], price: [69, 459], weight: [250, 600], volume: [1500, 4000] },
      { shape: 'dress', name: w('吊带裙', 'Slip Dress', 'Trägerkleid', 'Robe nuisette', 'Abito sottoveste', 'Vestido lencero', 'Sukienka na ramiączkach', 'Платье-комбинация'), cn: ['吊带裙', '吊带连衣裙'], price: [59, 299], weight: [150, 400], volume: [1000, 3000] },
      { shape: 'dress', name: w('衬衫裙', 'Shirt Dress', 'Hemdblusenkleid', 'Robe chemise', 'Abito chemisier', 'Vestido camisero', 'Sukienka koszulowa', 'Платье-рубашка'), cn: ['衬衫裙', '衬衫连衣裙'], price: [79, 359], weight: [250, 550], volume: [1500, 3500] },
      { shape: 'skirt', name: w('百褶裙', 'Pleated Skirt', 'Faltenrock', 'Jupe plissée', 'Gonna a pieghe', 'Falda plisada', 'Spódnica plisowana', 'Плиссированная юбка'), cn: ['百褶裙', '半身百褶裙'], price: [49, 259], weight: [200, 450], volume: [1000, 3000] },
      { shape: 'skirt', name: w('A字半身裙', 'A-Line Skirt', 'A-Linien-Rock', 'Jupe trapèze', 'Gonna svasata', 'Falda de corte en A', 'Spódnica trapezowa', 'Юбка-трапеция'), cn: ['半身裙', 'A字裙'], price: [49, 239], weight: [180, 420], volume: [1000, 3000] },
    ],
    attrs: [
      w('碎花', 'Floral', 'mit Blumenmuster', 'à fleurs', 'a fiori', 'de flores', 'w kwiaty', 'в цветочек'),
      w('法式复古', 'French Vintage', 'im französischen Vintage-Stil', 'style rétro français', 'stile vintage francese', 'estilo vintage francés', 'w retro stylu francuskim', 'во французском ретро-стиле'),
      w('雪纺', 'Chiffon', 'aus Chiffon', 'en mousseline', 'in chiffon', 'de gasa', 'z szyfonu', 'из шифона'),
      w('针织', 'Knit', 'aus Strick', 'en maille', 'in maglia', 'de punto', 'z dzianiny', 'из трикотажа'),
      w('缎面', 'Satin', 'aus Satin', 'en satin', 'in raso', 'de satén', 'z satyny', 'из сатина'),
    ],
    features: [
      w('收腰', 'with Cinched Waist', 'mit betonter Taille', 'à taille cintrée', 'con vita segnata', 'con cintura marcada', 'z podkreśloną talią', 'с акцентом на талии'),
      w('显瘦', 'Slimming Cut', 'mit figurschmeichelndem Schnitt', 'coupe qui affine la silhouette', 'dal taglio che snellisce', 'de corte favorecedor', 'wysmuklający krój', 'стройнящий крой'),
      w('侧开叉', 'with Side Slit', 'mit Seitenschlitz', 'avec fente latérale', 'con spacco laterale', 'con abertura lateral', 'z rozcięciem z boku', 'с разрезом сбоку'),
      w('夏季', 'for Summer', 'für den Sommer', "pour l'été", "per l'estate", 'para el verano', 'na lato', 'на лето'),
    ],
    variants: COLOURS,
    cnTags: ['法式', '温柔风', '气质', '小个子', '高级感', '显瘦', '茶歇裙'],
    cnAudience: ['女'],
    cnSeasons: ['夏季', '春夏', '秋冬', '春季'],
  },
  {
    key: 'clothing-accessories/hats-caps',
    share: 6,
    kinds: [
      { shape: 'cap', name: w('棒球帽', 'Baseball Cap', 'Baseballkappe', 'Casquette de baseball', 'Cappellino da baseball', 'Gorra de béisbol', 'Czapka z daszkiem', 'Бейсболка'), cn: ['棒球帽', '鸭舌帽'], price: [19, 159], weight: [80, 200], volume: [1500, 4000] },
      {
        shape: 'beanie',
        name: w('针织毛线帽', 'Beanie', 'Beanie', 'Bonnet', 'Berretto', 'Gorro de punto', 'Czapka beanie', 'Шапка-бини'),
        cn: ['毛线帽', '针织帽'],
        price: [19, 99],
        weight: [60, 180],
        volume: [600, 2000],
        features: [
          w('加厚保暖', 'for Extra Warmth', 'für extra Wärme', 'pour plus de chaleur', 'per un calore extra', 'para más calor', 'dla dodatkowego ciepła', 'для дополнительного тепла'),
          w('翻边', 'with Turn-Up Cuff', 'mit Umschlag', 'à revers', 'con risvolto', 'con vuelta', 'z wywinięciem', 'с отворотом'),
          EMBROIDERED_LOGO,
        ],
      },
      { shape: 'buckethat', name: w('渔夫帽', 'Bucket Hat', 'Fischerhut', 'Bob', 'Cappello da pescatore', 'Gorro de pescador', 'Kapelusz bucket', 'Панама'), cn: ['渔夫帽', '盆帽'], price: [29, 129], weight: [80, 180], volume: [1000, 3000] },
    ],
    attrs: [
      COTTON,
      w('灯芯绒', 'Corduroy', 'aus Cord', 'en velours côtelé', 'in velluto a coste', 'de pana', 'ze sztruksu', 'из вельвета'),
      w('羊毛混纺', 'Wool-Blend', 'aus Wollmischung', 'en laine mélangée', 'in misto lana', 'de mezcla de lana', 'z mieszanki wełny', 'из смесовой шерсти'),
      VINTAGE,
    ],
    features: [
      w('可调节', 'with Adjustable Strap', 'mit verstellbarem Riemen', 'à sangle réglable', 'con cinturino regolabile', 'con cierre ajustable', 'z regulowanym zapięciem', 'с регулируемой застёжкой'),
      EMBROIDERED_LOGO,
      w('防晒', 'with UV Protection', 'mit UV-Schutz', 'avec protection UV', 'con protezione UV', 'con protección UV', 'z ochroną UV', 'с защитой от УФ'),
      w('大头围', 'for Larger Heads', 'für großen Kopfumfang', 'pour grands tours de tête', 'per teste grandi', 'para cabezas grandes', 'na większy obwód głowy', 'для большого обхвата головы'),
    ],
    variants: COLOURS,
    cnTags: ['美式复古', '潮牌', '百搭', '显脸小', 'ins', '情侣'],
    cnAudience: ['男', '女', '男女'],
    cnSeasons: ['春夏', '秋冬', '四季'],
  },
];
