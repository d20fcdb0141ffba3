import { DEVICE_COLOURS, packs } from './common.ts';
import { w, type Phrase, type SubCategoryVocab } from './types.ts';

const FAST_CHARGING = w('快充', 'with Fast Charging', 'mit Schnellladefunktion', 'avec charge rapide', 'con ricarica rapida', 'con carga rápida', 'z szybkim ładowaniem', 'с быстрой зарядкой');
const RECHARGEABLE = w('充电款', 'Rechargeable', 'mit Akku', 'rechargeable', 'ricaricabile', 'recargable', 'z akumulatorem', 'с аккумулятором');
const ALUMINIUM = w('铝合金', 'Aluminium', 'aus Aluminium', 'en aluminium', 'in alluminio', 'de aluminio', 'z aluminium', 'из алюминия');
const ADJUSTABLE_HEIGHT = w('可调节高度', 'with Adjustable Height', 'mit Höhenverstellung', 'à hauteur réglable', 'ad altezza regolabile', 'de altura ajustable', 'z regulacją wysokości', 'с регулировкой высоты');

function watts(n: number): Phrase {
  return w(`${n}W`, `${n} W`, `mit ${n} W`, `${n} W`, `da ${n} W`, `de ${n} W`, `${n} W`, `на ${n} Вт`);
}

export const ELECTRONICS: SubCategoryVocab[] = [
  {
    key: 'electronics/headphones-earbuds',
    share: 6,
    kinds: [
      { shape: 'earbuds', name: w('真无线蓝牙耳机', 'True Wireless Earbuds', 'True-Wireless-Ohrhörer', 'Écouteurs sans fil', 'Auricolari true wireless', 'Auriculares inalámbricos', 'Słuchawki bezprzewodowe douszne', 'Беспроводные наушники-вкладыши'), cn: ['蓝牙耳机', '真无线耳机', '入耳式蓝牙耳机'], price: [39, 699], weight: [80, 250], volume: [300, 1200] },
      { shape: 'headphones', name: w('头戴式耳机', 'Over-Ear Headphones', 'Over-Ear-Kopfhörer', 'Casque circum-auriculaire', 'Cuffie over-ear', 'Auriculares de diadema', 'Słuchawki nauszne', 'Полноразмерные наушники'), cn: ['头戴式耳机', '头戴式蓝牙耳机'], price: [89, 1599], weight: [300, 700], volume: [3000, 7000] },
      { shape: 'earbuds', name: w('挂耳式运动耳机', 'Open-Ear Sports Earbuds', 'Open-Ear-Sportkopfhörer', 'Écouteurs de sport à oreilles libres', 'Auricolari sportivi open-ear', 'Auriculares deportivos de oído abierto', 'Słuchawki sportowe open-ear', 'Спортивные наушники открытого типа'), cn: ['挂耳式耳机', '不入耳运动耳机'], price: [69, 499], weight: [80, 250], volume: [400, 1500] },
      { shape: 'headphones', name: w('电竞耳机', 'Gaming Headset', 'Gaming-Headset', 'Casque gaming', 'Cuffie da gaming', 'Auriculares gaming', 'Słuchawki gamingowe', 'Игровая гарнитура'), cn: ['电竞耳机', '游戏耳麦'], price: [79, 799], weight: [350, 800], volume: [3500, 8000] },
    ],
    attrs: [
      w('蓝牙5.3', 'Bluetooth 5.3', 'mit Bluetooth 5.3', 'Bluetooth 5.3', 'Bluetooth 5.3', 'Bluetooth 5.3', 'Bluetooth 5.3', 'Bluetooth 5.3'),
      w('主动降噪', 'Noise-Cancelling', 'mit Geräuschunterdrückung', 'à réduction de bruit', 'con cancellazione del rumore', 'con cancelación de ruido', 'z redukcją szumów', 'с шумоподавлением'),
      w('低延迟', 'Low-Latency', 'mit geringer Latenz', 'à faible latence', 'a bassa latenza', 'de baja latencia', 'o niskim opóźnieniu', 'с низкой задержкой'),
      w('IPX5防汗', 'IPX5 Sweat-Resistant', 'mit IPX5-Schweißschutz', 'norme IPX5', 'con certificazione IPX5', 'con certificación IPX5', 'z certyfikatem IPX5', 'с защитой IPX5'),
    ],
    features: [
      w('超长续航40小时', 'with 40 h Battery Life', 'mit 40 h Akkulaufzeit', "avec 40 h d'autonomie", 'con 40 ore di autonomia', 'con 40 h de autonomía', 'z 40 h pracy na baterii', 'до 40 часов работы'),
      w('带麦克风', 'with Built-In Mic', 'mit integriertem Mikrofon', 'avec micro intégré', 'con microfono integrato', 'con micrófono integrado', 'z wbudowanym mikrofonem', 'со встроенным микрофоном'),
      FAST_CHARGING,
      w('触控', 'with Touch Controls', 'mit Touch-Steuerung', 'avec commandes tactiles', 'con controlli touch', 'con control táctil', 'ze sterowaniem dotykowym', 'с сенсорным управлением'),
      w('双设备连接', 'with Multipoint Connection', 'mit Multipoint-Verbindung', 'avec connexion multipoint', 'con connessione multipoint', 'con conexión multipunto', 'z połączeniem wielopunktowym', 'с подключением к двум устройствам'),
    ],
    variants: DEVICE_COLOURS,
    cnTags: ['2025新款', '正品', '适用苹果华为', '超长续航', '运动', '学生党', '电竞', '高音质'],
  },
  {
    key: 'electronics/phone-accessories',
    share: 6,
    kinds: [
      { shape: 'phonecase', name: w('手机壳', 'Phone Case', 'Handyhülle', 'Coque de téléphone', 'Cover per smartphone', 'Funda para móvil', 'Etui na telefon', 'Чехол для телефона'), cn: ['手机壳', '保护套'], price: [9.9, 89], weight: [40, 120], volume: [200, 600] },
      {
        shape: 'cable',
        name: w('数据线', 'USB-C Cable', 'USB-C-Kabel', 'Câble USB-C', 'Cavo USB-C', 'Cable USB-C', 'Kabel USB-C', 'Кабель USB-C'),
        cn: ['数据线', '快充线', 'Type-C数据线'],
        price: [9.9, 69],
        weight: [40, 120],
        volume: [150, 500],
        attrs: [
          w('编织', 'Braided Nylon', 'mit Nylongeflecht', 'en nylon tressé', 'in nylon intrecciato', 'de nailon trenzado', 'w oplocie nylonowym', 'в нейлоновой оплётке'),
          w('液态硅胶', 'Liquid Silicone', 'aus Flüssigsilikon', 'en silicone liquide', 'in silicone liquido', 'de silicona líquida', 'z płynnego silikonu', 'из жидкого силикона'),
        ],
        features: [
          w('100W快充', 'for 100 W Fast Charging', 'für 100-W-Schnellladung', 'pour charge rapide 100 W', 'per ricarica rapida da 100 W', 'para carga rápida de 100 W', 'do szybkiego ładowania 100 W', 'для быстрой зарядки 100 Вт'),
          w('2米', '2 m Long', 'in 2 m Länge', 'longueur 2 m', 'lunghezza 2 m', 'de 2 m', 'o długości 2 m', 'длиной 2 м'),
        ],
      },
      {
        shape: 'phonecase',
        name: w('钢化膜', 'Screen Protector', 'Panzerglas-Schutzfolie', "Protection d'écran en verre trempé", 'Pellicola in vetro temperato', 'Protector de pantalla de cristal templado', 'Szkło hartowane na ekran', 'Защитное стекло'),
        cn: ['钢化膜', '手机贴膜'],
        price: [5.9, 49],
        weight: [30, 100],
        volume: [100, 400],
        attrs: [
          w('9H', '9H', 'mit Härtegrad 9H', 'dureté 9H', 'durezza 9H', 'dureza 9H', 'o twardości 9H', 'твёрдостью 9H'),
          w('防窥', 'Privacy', 'mit Blickschutz', 'anti-espion', 'con filtro privacy', 'con filtro de privacidad', 'z filtrem prywatyzującym', 'с защитой от подглядывания'),
          w('高清', 'HD Clear', 'in HD-Klarheit', 'haute définition', 'ad alta definizione', 'de alta definición', 'w jakości HD', 'высокой прозрачности'),
        ],
        features: [
          w('秒贴神器', 'with Installation Frame', 'mit Montagerahmen', 'avec cadre de pose', 'con kit di installazione', 'con marco de instalación', 'z ramką do montażu', 'с рамкой для поклейки'),
        ],
        variants: packs('片', 2, 3, 5),
      },
      {
        shape: 'phonecase',
        name: w('手机支架', 'Phone Stand', 'Handyständer', 'Support de téléphone', 'Supporto per telefono', 'Soporte para móvil', 'Stojak na telefon', 'Подставка для телефона'),
        cn: ['手机支架', '桌面懒人支架'],
        price: [9.9, 99],
        weight: [100, 400],
        volume: [400, 1500],
        attrs: [ALUMINIUM, w('可折叠', 'Foldable', 'zum Zusammenklappen', 'pliable', 'pieghevole', 'plegable', 'składany', 'складная')],
        features: [
          w('桌面床头', 'for Desk and Bedside', 'für Schreibtisch und Nachttisch', 'pour bureau et table de chevet', 'per scrivania e comodino', 'para escritorio y mesita de noche', 'na biurko i szafkę nocną', 'для стола и прикроватной тумбочки'),
          ADJUSTABLE_HEIGHT,
        ],
      },
    ],
    attrs: [
      w('磁吸', 'Magnetic', 'mit Magnethalterung', 'magnétique', 'con attacco magnetico', 'con sujeción magnética', 'z magnesem', 'с магнитом'),
      w('液态硅胶', 'Liquid Silicone', 'aus Flüssigsilikon', 'en silicone liquide', 'in silicone liquido', 'de silicona líquida', 'z płynnego silikonu', 'из жидкого силикона'),
      w('透明', 'Clear TPU', 'aus transparentem TPU', 'en TPU transparent', 'in TPU trasparente', 'de TPU transparente', 'z przezroczystego TPU', 'из прозрачного ТПУ'),
    ],
    features: [
      w('防摔', 'with Drop Protection', 'mit Fallschutz', 'avec protection antichoc', 'con protezione anticaduta', 'con protección contra caídas', 'z ochroną przed upadkiem', 'с защитой от падений'),
      w('支持磁吸充电', 'for Magnetic Chargers', 'für magnetische Ladegeräte', 'pour chargeurs magnétiques', 'per caricatori magnetici', 'para cargadores magnéticos', 'do ładowarek magnetycznych', 'для магнитных зарядок'),
      w('镜头全包', 'with Full Camera Protection', 'mit Kameraschutz', "avec protection de l'objectif", 'con protezione fotocamera', 'con protección de cámara', 'z ochroną aparatu', 'с защитой камеры'),
    ],
    variants: DEVICE_COLOURS,
    cnTags: ['适用苹果', '适用华为', '新款', '高级感', 'ins', '情侣', '网红'],
  },
  {
    key: 'electronics/chargers-power-banks',
    share: 5,
    kinds: [
      {
        shape: 'powerbank',
        name: w('充电宝', 'Power Bank', 'Powerbank', 'Batterie externe', 'Power bank', 'Batería externa', 'Powerbank', 'Внешний аккумулятор'),
        cn: ['充电宝', '移动电源'],
        price: [49, 299],
        weight: [200, 500],
        volume: [300, 900],
        attrs: [
          w('10000毫安', '10,000 mAh', 'mit 10.000 mAh', '10 000 mAh', 'da 10.000 mAh', 'de 10.000 mAh', '10 000 mAh', 'на 10 000 мА·ч'),
          w('20000毫安', '20,000 mAh', 'mit 20.000 mAh', '20 000 mAh', 'da 20.000 mAh', 'de 20.000 mAh', '20 000 mAh', 'на 20 000 мА·ч'),
          w('磁吸', 'Magnetic', 'mit Magnethalterung', 'magnétique', 'con attacco magnetico', 'con sujeción magnética', 'z magnesem', 'с магнитом'),
        ],
        features: [
          FAST_CHARGING,
          w('数显', 'with LED Display', 'mit LED-Anzeige', 'avec écran LED', 'con display LED', 'con pantalla LED', 'z wyświetlaczem LED', 'с LED-дисплеем'),
          w('可带上飞机', 'Airline Carry-On Safe', 'für das Handgepäck', 'pour voyager en avion', 'per viaggi in aereo', 'para viajar en avión', 'do zabrania do samolotu', 'можно брать в самолёт'),
        ],
      },
      { shape: 'charger', name: w('氮化镓充电器', 'GaN Charger', 'GaN-Ladegerät', 'Chargeur GaN', 'Caricatore GaN', 'Cargador GaN', 'Ładowarka GaN', 'Зарядное устройство GaN'), cn: ['氮化镓充电器', '充电头', 'GaN快充头'], price: [39, 259], weight: [80, 250], volume: [150, 500], attrs: [watts(30), watts(65), watts(100)] },
      { shape: 'charger', name: w('无线充电器', 'Wireless Charger', 'Kabelloses Ladegerät', 'Chargeur sans fil', 'Caricatore wireless', 'Cargador inalámbrico', 'Ładowarka bezprzewodowa', 'Беспроводное зарядное устройство'), cn: ['无线充电器', '三合一无线充'], price: [39, 299], weight: [150, 500], volume: [400, 1500], attrs: [watts(15), w('三合一', '3-in-1', '3-in-1', '3 en 1', '3 in 1', '3 en 1', '3 w 1', '3 в 1')] },
      { shape: 'charger', name: w('车载充电器', 'Car Charger', 'Kfz-Ladegerät', 'Chargeur de voiture', 'Caricatore da auto', 'Cargador de coche', 'Ładowarka samochodowa', 'Автомобильное зарядное устройство'), cn: ['车载充电器', '车充'], price: [19, 129], weight: [50, 150], volume: [100, 400], attrs: [watts(30), watts(60)] },
    ],
    attrs: [watts(30), watts(65)],
    features: [
      FAST_CHARGING,
      w('多口', 'with 3 Ports', 'mit 3 Anschlüssen', 'à 3 ports', 'con 3 porte', 'con 3 puertos', 'z 3 portami', 'с 3 портами'),
      w('数显', 'with LED Display', 'mit LED-Anzeige', 'avec écran LED', 'con display LED', 'con pantalla LED', 'z wyświetlaczem LED', 'с LED-дисплеем'),
    ],
    variants: DEVICE_COLOURS.slice(0, 5),
    cnTags: ['快充', '适用苹果华为小米', '大容量', '便携', '正品', '超薄'],
  },
  {
    key: 'electronics/smartwatches-fitness-trackers',
    share: 5,
    kinds: [
      { shape: 'smartwatch', name: w('智能手表', 'Smartwatch', 'Smartwatch', 'Montre connectée', 'Smartwatch', 'Reloj inteligente', 'Smartwatch', 'Умные часы'), cn: ['智能手表', '运动手表'], price: [199, 2999], weight: [150, 400], volume: [500, 1500] },
      { shape: 'tracker', name: w('智能手环', 'Fitness Tracker', 'Fitness-Tracker', 'Bracelet connecté', 'Fitness tracker', 'Pulsera de actividad', 'Opaska sportowa', 'Фитнес-браслет'), cn: ['智能手环', '运动手环'], price: [99, 459], weight: [80, 200], volume: [300, 900] },
      {
        shape: 'smartwatch',
        name: w('儿童电话手表', "Kids' Smartwatch", 'Kinder-Smartwatch', 'Montre connectée pour enfant', 'Smartwatch per bambini', 'Reloj inteligente infantil', 'Smartwatch dla dzieci', 'Детские умные часы'),
        cn: ['儿童电话手表', '小学生定位手表'],
        price: [199, 999],
        weight: [150, 350],
        volume: [500, 1400],
        attrs: [w('4G全网通', '4G', 'mit 4G', '4G', '4G', '4G', 'z 4G', 'с 4G')],
        features: [
          w('GPS定位', 'with GPS Location', 'mit GPS-Ortung', 'localisation GPS', 'localizzazione GPS', 'localización GPS', 'lokalizacja GPS', 'GPS-трекинг'),
          w('视频通话', 'with Video Calls', 'mit Videoanruf', 'appels vidéo', 'videochiamate', 'videollamadas', 'rozmowy wideo', 'видеозвонки'),
          w('SOS一键求救', 'with SOS Button', 'mit SOS-Taste', 'bouton SOS', 'tasto SOS', 'botón SOS', 'przycisk SOS', 'кнопка SOS'),
        ],
      },
      {
        shape: 'tracker',
        name: w('替换表带', 'Replacement Watch Strap', 'Ersatzarmband', 'Bracelet de rechange', 'Cinturino di ricambio', 'Correa de repuesto', 'Pasek zamienny', 'Сменный ремешок'),
        cn: ['表带', '替换腕带'],
        price: [9.9, 129],
        weight: [20, 80],
        volume: [100, 400],
        attrs: [
          w('硅胶', 'Silicone', 'aus Silikon', 'en silicone', 'in silicone', 'de silicona', 'z silikonu', 'из силикона'),
          w('尼龙回环', 'Nylon Loop', 'aus Nylon mit Klettverschluss', 'en nylon à boucle', 'in nylon a strappo', 'de nailon con velcro', 'z nylonu na rzep', 'из нейлона на липучке'),
          w('米兰尼斯', 'Milanese Loop', 'mit Milanaise-Geflecht', 'maille milanaise', 'a maglia milanese', 'de malla milanesa', 'z bransoletą mediolańską', 'типа «миланская петля»'),
        ],
        features: [
          w('快拆', 'with Quick Release', 'mit Schnellverschluss', 'à attache rapide', 'con sgancio rapido', 'con cierre rápido', 'z szybkozłączką', 'с быстросъёмным креплением'),
          w('适用42/44/45mm', 'for 42/44/45 mm Watches', 'für Uhren mit 42/44/45 mm', 'pour montres de 42/44/45 mm', 'per orologi da 42/44/45 mm', 'para relojes de 42/44/45 mm', 'do zegarków 42/44/45 mm', 'для часов 42/44/45 мм'),
        ],
      },
    ],
    attrs: [
      w('AMOLED', 'AMOLED', 'mit AMOLED-Display', 'écran AMOLED', 'con display AMOLED', 'con pantalla AMOLED', 'z ekranem AMOLED', 'с AMOLED-экраном'),
      w('蓝牙通话', 'Bluetooth Calling', 'mit Bluetooth-Telefonie', 'avec appels Bluetooth', 'con chiamate Bluetooth', 'con llamadas Bluetooth', 'z rozmowami przez Bluetooth', 'с Bluetooth-звонками'),
      w('血氧心率监测', 'Heart-Rate & SpO2', 'mit Herzfrequenz- und SpO2-Messung', 'avec suivi cardiaque et SpO2', 'con monitoraggio del battito e SpO2', 'con monitor de frecuencia cardíaca y SpO2', 'z pomiarem tętna i SpO2', 'с пульсометром и SpO2'),
      w('GPS', 'GPS', 'mit GPS', 'GPS', 'con GPS', 'con GPS', 'z GPS', 'с GPS'),
    ],
    features: [
      w('续航14天', 'with 14-Day Battery Life', 'mit 14 Tagen Akkulaufzeit', "14 jours d'autonomie", '14 giorni di autonomia', '14 días de autonomía', 'do 14 dni pracy', 'до 14 дней работы'),
      w('5ATM防水', 'Water-Resistant to 5 ATM', 'wasserdicht bis 5 ATM', 'étanche 5 ATM', 'impermeabile 5 ATM', 'resistente al agua 5 ATM', 'wodoszczelność 5 ATM', 'водозащита 5 ATM'),
      w('100+运动模式', 'with 100+ Sports Modes', 'mit über 100 Sportmodi', 'plus de 100 modes sportifs', 'oltre 100 modalità sportive', 'más de 100 modos deportivos', 'ponad 100 trybów sportowych', 'более 100 спортивных режимов'),
      w('睡眠监测', 'with Sleep Tracking', 'mit Schlaftracking', 'suivi du sommeil', 'monitoraggio del sonno', 'seguimiento del sueño', 'monitorowanie snu', 'мониторинг сна'),
    ],
    variants: DEVICE_COLOURS,
    cnTags: ['2025新款', '运动', '健康监测', '适用苹果安卓', '学生', '商务', '正品'],
  },
  {
    key: 'electronics/computer-accessories',
    share: 5,
    kinds: [
      {
        shape: 'mouse',
        name: w('无线鼠标', 'Wireless Mouse', 'Kabellose Maus', 'Souris sans fil', 'Mouse wireless', 'Ratón inalámbrico', 'Mysz bezprzewodowa', 'Беспроводная мышь'),
        cn: ['无线鼠标', '蓝牙鼠标'],
        price: [29, 499],
        weight: [100, 250],
        volume: [400, 1200],
        attrs: [
          w('双模', 'Dual-Mode Bluetooth & 2.4 GHz', 'mit Bluetooth und 2,4 GHz', 'bimode Bluetooth et 2,4 GHz', 'dual mode Bluetooth e 2,4 GHz', 'de doble modo Bluetooth y 2,4 GHz', 'z trybem Bluetooth i 2,4 GHz', 'с Bluetooth и 2,4 ГГц'),
          w('静音', 'Silent-Click', 'mit leisen Tasten', 'à clics silencieux', 'con clic silenziosi', 'con clics silenciosos', 'z cichymi przyciskami', 'с бесшумными кнопками'),
          w('人体工学', 'Ergonomic', 'in ergonomischer Form', 'ergonomique', 'ergonomico', 'ergonómico', 'ergonomiczna', 'эргономичная'),
          RECHARGEABLE,
        ],
        features: [
          w('4000DPI', 'with 4000 DPI', 'mit 4000 DPI', '4000 DPI', '4000 DPI', '4000 DPI', '4000 DPI', '4000 DPI'),
          w('办公游戏', 'for Office and Gaming', 'für Büro und Gaming', 'pour le bureau et le gaming', 'per ufficio e gaming', 'para oficina y gaming', 'do biura i gier', 'для офиса и игр'),
        ],
      },
      {
        shape: 'keyboard',
        name: w('机械键盘', 'Mechanical Keyboard', 'Mechanische Tastatur', 'Clavier mécanique', 'Tastiera meccanica', 'Teclado mecánico', 'Klawiatura mechaniczna', 'Механическая клавиатура'),
        cn: ['机械键盘', '客制化键盘'],
        price: [99, 1299],
        weight: [700, 1500],
        volume: [4000, 9000],
        attrs: [
          w('热插拔', 'Hot-Swappable', 'mit Hot-Swap', 'hot-swap', 'hot-swap', 'hot-swap', 'z hot-swap', 'с hot-swap'),
          w('75%配列', '75% Layout', 'im 75-%-Layout', 'format 75 %', 'layout 75%', 'formato 75 %', 'w układzie 75%', 'формата 75%'),
          w('三模无线', 'Tri-Mode Wireless', 'mit drei Verbindungsmodi', 'sans fil trimode', 'wireless tri-mode', 'inalámbrico de tres modos', 'bezprzewodowa z trzema trybami', 'беспроводная с тремя режимами'),
        ],
        features: [
          w('RGB背光', 'with RGB Backlight', 'mit RGB-Beleuchtung', 'rétroéclairage RGB', 'retroilluminazione RGB', 'retroiluminación RGB', 'z podświetleniem RGB', 'с RGB-подсветкой'),
          w('Gasket结构', 'with Gasket Mount', 'mit Gasket-Mount', 'montage gasket', 'montaggio gasket', 'montaje gasket', 'z montażem gasket', 'с gasket-креплением'),
          w('线性轴', 'with Linear Switches', 'mit linearen Switches', 'switchs linéaires', 'switch lineari', 'interruptores lineales', 'z przełącznikami liniowymi', 'с линейными переключателями'),
        ],
      },
      {
        shape: 'hub',
        name: w('扩展坞', 'USB-C Hub', 'USB-C-Hub', 'Hub USB-C', 'Hub USB-C', 'Hub USB-C', 'Hub USB-C', 'USB-C-хаб'),
        cn: ['扩展坞', 'Type-C拓展坞'],
        price: [49, 399],
        weight: [80, 250],
        volume: [300, 900],
        attrs: [w('七合一', '7-in-1', '7-in-1', '7 en 1', '7 in 1', '7 en 1', '7 w 1', '7 в 1'), ALUMINIUM],
        features: [
          w('4K HDMI', 'with 4K HDMI', 'mit 4K-HDMI', 'HDMI 4K', 'HDMI 4K', 'HDMI 4K', 'z HDMI 4K', 'с HDMI 4K'),
          w('PD100W', 'with 100 W Power Delivery', 'mit 100 W Power Delivery', 'avec charge PD 100 W', 'con ricarica PD da 100 W', 'con carga PD de 100 W', 'z ładowaniem PD 100 W', 'с зарядкой PD 100 Вт'),
          w('读卡器', 'with SD Card Reader', 'mit SD-Kartenleser', 'lecteur de carte SD', 'lettore di schede SD', 'lector de tarjetas SD', 'z czytnikiem kart SD', 'с картридером SD'),
        ],
      },
      {
        shape: 'laptopstand',
        name: w('笔记本支架', 'Laptop Stand', 'Laptopständer', 'Support pour ordinateur portable', 'Supporto per laptop', 'Soporte para portátil', 'Podstawka pod laptopa', 'Подставка для ноутбука'),
        cn: ['笔记本支架', '电脑支架'],
        price: [39, 299],
        weight: [500, 1500],
        volume: [2000, 6000],
        attrs: [ALUMINIUM, w('可折叠', 'Foldable', 'zum Zusammenklappen', 'pliable', 'pieghevole', 'plegable', 'składana', 'складная')],
        features: [
          ADJUSTABLE_HEIGHT,
          w('适用10-17寸', 'for 10–17" Laptops', 'für Laptops von 10–17 Zoll', 'pour portables de 10 à 17 pouces', 'per laptop da 10 a 17 pollici', 'para portátiles de 10 a 17 pulgadas', 'do laptopów 10–17 cali', 'для ноутбуков 10–17 дюймов'),
          w('散热', 'with Ventilation Slots', 'mit Lüftungsschlitzen', "avec fentes d'aération", 'con fessure di ventilazione', 'con ranuras de ventilación', 'z otworami wentylacyjnymi', 'с вентиляционными отверстиями'),
        ],
      },
    ],
    attrs: [ALUMINIUM],
    features: [FAST_CHARGING],
    variants: DEVICE_COLOURS,
    cnTags: ['办公', '游戏', '电竞', '适用苹果联想', '便携', '正品', '学生'],
  },
];
