/**
 * Hand-written seed vocabulary. Brand names are invented; category names and product nouns
 * are given in the five store languages in the order et, en, ru, fi, lv.
 */
export type FiveLanguages = readonly [et: string, en: string, ru: string, fi: string, lv: string];

export const BRAND_NAMES: readonly string[] = [
  'Aurora Professional', 'Nordic Keratin', 'Balta Botanics', 'Lumen Color', 'Velvet Atelier',
  'Silva Salon', 'Orchid Lab', 'Kalev Care', 'Mare Nostrum', 'Pure Fjord',
  'Argan House', 'Boreal Beauty', 'Crown & Comb', 'Dune Spa', 'Elm Organics',
  'Frost Studio', 'Glow Theory', 'Hanse Hair', 'Iris Pro', 'Juniper Grooming',
  'Kaja Cosmetics', 'Linden Nails', 'Meri Minerals', 'Noor Skin', 'Oak & Ash',
  'Polar Pigments', 'Quill Brushes', 'Riga Rituals', 'Saare Salt', 'Tallinn Tonics',
  'Umbra Colour', 'Vaga Volume', 'Wave Works', 'Xylo Tools', 'Yuki Silk',
  'Zen Barber', 'Amber Coast', 'Birch Bloom', 'Cedar Chair Co', 'Dawn Derma',
  'Ember Styling', 'Fern Finish', 'Gull Grooming', 'Heath Hydra',
];

export interface SubcategoryData {
  name: FiveLanguages;
  /** What one product of this subcategory is called. */
  noun: FiveLanguages;
  /** Typical price range in EUR. */
  priceRange: readonly [min: number, max: number];
  sizes: readonly string[];
}

export interface RootCategoryData {
  name: FiveLanguages;
  children: readonly SubcategoryData[];
  /** Third-level qualifiers applied to every child. */
  leaves: readonly FiveLanguages[];
}

const ML = ['100 ml', '250 ml', '300 ml', '500 ml', '1000 ml'];
const SMALL_ML = ['15 ml', '30 ml', '50 ml'];
const PIECE = ['1 tk'];

export const CATEGORY_TREE: readonly RootCategoryData[] = [
  {
    name: ['Juuksehooldus', 'Hair care', 'Уход за волосами', 'Hiustenhoito', 'Matu kopšana'],
    leaves: [
      ['kuivadele juustele', 'for dry hair', 'для сухих волос', 'kuiville hiuksille', 'sausiem matiem'],
      ['värvitud juustele', 'for coloured hair', 'для окрашенных волос', 'värjätyille hiuksille', 'krāsotiem matiem'],
      ['kohevuse jaoks', 'for volume', 'для объёма', 'tuuheuteen', 'apjomam'],
    ],
    children: [
      { name: ['Šampoonid', 'Shampoos', 'Шампуни', 'Shampoot', 'Šampūni'], noun: ['šampoon', 'shampoo', 'шампунь', 'shampoo', 'šampūns'], priceRange: [9, 42], sizes: ML },
      { name: ['Palsamid', 'Conditioners', 'Кондиционеры', 'Hoitoaineet', 'Balzāmi'], noun: ['palsam', 'conditioner', 'кондиционер', 'hoitoaine', 'balzams'], priceRange: [10, 45], sizes: ML },
      { name: ['Juuksemaskid', 'Hair masks', 'Маски для волос', 'Hiusnaamiot', 'Matu maskas'], noun: ['juuksemask', 'hair mask', 'маска для волос', 'hiusnaamio', 'matu maska'], priceRange: [14, 58], sizes: ['200 ml', '500 ml'] },
      { name: ['Juukseõlid', 'Hair oils', 'Масла для волос', 'Hiusöljyt', 'Matu eļļas'], noun: ['juukseõli', 'hair oil', 'масло для волос', 'hiusöljy', 'matu eļļa'], priceRange: [16, 49], sizes: SMALL_ML },
    ],
  },
  {
    name: ['Juuksevärvid', 'Hair colour', 'Краски для волос', 'Hiusvärit', 'Matu krāsas'],
    leaves: [
      ['püsivärvid', 'permanent', 'стойкие', 'kestovärit', 'noturīgās'],
      ['toonivad', 'toning', 'тонирующие', 'sävyttävät', 'tonējošās'],
    ],
    children: [
      { name: ['Värvikreemid', 'Colour creams', 'Крем-краски', 'Värivoiteet', 'Krāsu krēmi'], noun: ['värvikreem', 'colour cream', 'крем-краска', 'värivoide', 'krāsu krēms'], priceRange: [7, 19], sizes: ['60 ml', '100 ml'] },
      { name: ['Oksüdandid', 'Developers', 'Оксиданты', 'Hapetteet', 'Oksidanti'], noun: ['oksüdant', 'developer', 'оксидант', 'hapete', 'oksidants'], priceRange: [5, 22], sizes: ['1000 ml'] },
      { name: ['Blondeerijad', 'Bleaches', 'Осветлители', 'Vaalennusaineet', 'Balinātāji'], noun: ['blondeerija', 'bleach powder', 'осветлитель', 'vaalennusjauhe', 'balinātājs'], priceRange: [18, 55], sizes: ['500 g'] },
      { name: ['Värvihooldus', 'Colour care', 'Уход за цветом', 'Värinhoito', 'Krāsas kopšana'], noun: ['värvikaitse', 'colour protector', 'защита цвета', 'värinsuoja', 'krāsas aizsargs'], priceRange: [12, 36], sizes: ML },
    ],
  },
  {
    name: ['Viimistlus', 'Styling', 'Стайлинг', 'Muotoilu', 'Veidošana'],
    leaves: [
      ['tugev hoidvus', 'strong hold', 'сильная фиксация', 'vahva pito', 'stipra fiksācija'],
      ['kerge hoidvus', 'light hold', 'лёгкая фиксация', 'kevyt pito', 'viegla fiksācija'],
    ],
    children: [
      { name: ['Juukselakid', 'Hairsprays', 'Лаки для волос', 'Hiuslakat', 'Matu lakas'], noun: ['juukselakk', 'hairspray', 'лак для волос', 'hiuslakka', 'matu laka'], priceRange: [8, 29], sizes: ['300 ml', '500 ml'] },
      { name: ['Vahad ja pastad', 'Waxes and pastes', 'Воски и пасты', 'Vahat ja tahnat', 'Vaski un pastas'], noun: ['juuksevaha', 'styling wax', 'воск для волос', 'muotoiluvaha', 'matu vasks'], priceRange: [11, 27], sizes: ['75 ml', '100 ml'] },
      { name: ['Vahud', 'Mousses', 'Муссы', 'Muotovaahdot', 'Putas'], noun: ['juuksevaht', 'mousse', 'мусс', 'muotovaahto', 'matu puta'], priceRange: [9, 26], sizes: ['200 ml', '400 ml'] },
      { name: ['Kuumakaitse', 'Heat protection', 'Термозащита', 'Lämpösuojat', 'Karstuma aizsardzība'], noun: ['kuumakaitsesprei', 'heat protection spray', 'термозащитный спрей', 'lämpösuojasuihke', 'karstuma aizsargsprejs'], priceRange: [12, 34], sizes: ['150 ml', '250 ml'] },
    ],
  },
  {
    name: ['Nahahooldus', 'Skin care', 'Уход за кожей', 'Ihonhoito', 'Ādas kopšana'],
    leaves: [
      ['tundlikule nahale', 'for sensitive skin', 'для чувствительной кожи', 'herkälle iholle', 'jutīgai ādai'],
      ['küpsele nahale', 'for mature skin', 'для зрелой кожи', 'kypsälle iholle', 'nobriedušai ādai'],
    ],
    children: [
      { name: ['Näokreemid', 'Face creams', 'Кремы для лица', 'Kasvovoiteet', 'Sejas krēmi'], noun: ['näokreem', 'face cream', 'крем для лица', 'kasvovoide', 'sejas krēms'], priceRange: [18, 89], sizes: SMALL_ML },
      { name: ['Seerumid', 'Serums', 'Сыворотки', 'Seerumit', 'Serumi'], noun: ['seerum', 'serum', 'сыворотка', 'seerumi', 'serums'], priceRange: [24, 110], sizes: SMALL_ML },
      { name: ['Puhastajad', 'Cleansers', 'Очищающие средства', 'Puhdistajat', 'Tīrītāji'], noun: ['puhastusgeel', 'cleansing gel', 'очищающий гель', 'puhdistusgeeli', 'attīrošs gēls'], priceRange: [10, 38], sizes: ['150 ml', '200 ml'] },
      { name: ['Kehahooldus', 'Body care', 'Уход за телом', 'Vartalonhoito', 'Ķermeņa kopšana'], noun: ['kehakreem', 'body lotion', 'лосьон для тела', 'vartalovoide', 'ķermeņa losjons'], priceRange: [9, 44], sizes: ['200 ml', '400 ml'] },
    ],
  },
  {
    name: ['Küüned', 'Nails', 'Ногти', 'Kynnet', 'Nagi'],
    leaves: [
      ['salongile', 'for salons', 'для салонов', 'salongeille', 'saloniem'],
      ['koduseks kasutuseks', 'for home use', 'для дома', 'kotikäyttöön', 'mājas lietošanai'],
    ],
    children: [
      { name: ['Geellakid', 'Gel polishes', 'Гель-лаки', 'Geelilakat', 'Gēla lakas'], noun: ['geellakk', 'gel polish', 'гель-лак', 'geelilakka', 'gēla laka'], priceRange: [8, 21], sizes: ['10 ml', '15 ml'] },
      { name: ['Küünehooldus', 'Nail care', 'Уход за ногтями', 'Kynsienhoito', 'Nagu kopšana'], noun: ['küüneõli', 'cuticle oil', 'масло для кутикулы', 'kynsinauhaöljy', 'kutikulas eļļa'], priceRange: [6, 19], sizes: ['10 ml', '30 ml'] },
      { name: ['Küüneviilid', 'Nail files', 'Пилки для ногтей', 'Kynsiviilat', 'Nagu vīles'], noun: ['küüneviil', 'nail file', 'пилка для ногтей', 'kynsiviila', 'nagu vīle'], priceRange: [2, 12], sizes: PIECE },
      { name: ['UV-lambid', 'UV lamps', 'УФ-лампы', 'UV-lamput', 'UV lampas'], noun: ['UV-lamp', 'UV lamp', 'УФ-лампа', 'UV-lamppu', 'UV lampa'], priceRange: [45, 190], sizes: PIECE },
    ],
  },
  {
    name: ['Tarvikud', 'Accessories', 'Аксессуары', 'Tarvikkeet', 'Piederumi'],
    leaves: [
      ['professionaalidele', 'professional', 'профессиональные', 'ammattilaisille', 'profesionāļiem'],
      ['reisisuurus', 'travel size', 'дорожный размер', 'matkakoko', 'ceļojuma izmērs'],
    ],
    children: [
      { name: ['Föönid', 'Hair dryers', 'Фены', 'Hiustenkuivaajat', 'Fēni'], noun: ['föön', 'hair dryer', 'фен', 'hiustenkuivaaja', 'fēns'], priceRange: [59, 260], sizes: PIECE },
      { name: ['Sirgendajad', 'Straighteners', 'Выпрямители', 'Suoristusraudat', 'Taisnotāji'], noun: ['sirgendaja', 'straightener', 'выпрямитель', 'suoristusrauta', 'taisnotājs'], priceRange: [49, 220], sizes: PIECE },
      { name: ['Kammid ja harjad', 'Combs and brushes', 'Расчёски и щётки', 'Kammat ja harjat', 'Ķemmes un sukas'], noun: ['juuksehari', 'hair brush', 'щётка для волос', 'hiusharja', 'matu suka'], priceRange: [4, 39], sizes: PIECE },
      { name: ['Käärid', 'Scissors', 'Ножницы', 'Sakset', 'Šķēres'], noun: ['juuksurikäärid', 'hairdressing scissors', 'парикмахерские ножницы', 'kampaamosakset', 'frizieru šķēres'], priceRange: [35, 240], sizes: PIECE },
    ],
  },
  {
    name: ['Salongimööbel', 'Salon furniture', 'Мебель для салонов', 'Kampaamokalusteet', 'Salonu mēbeles'],
    leaves: [
      ['klassikaline', 'classic', 'классическая', 'klassinen', 'klasiskās'],
      ['moodne', 'modern', 'современная', 'moderni', 'modernās'],
    ],
    children: [
      { name: ['Juuksuritoolid', 'Styling chairs', 'Парикмахерские кресла', 'Kampaamotuolit', 'Frizieru krēsli'], noun: ['juuksuritool', 'styling chair', 'парикмахерское кресло', 'kampaamotuoli', 'friziera krēsls'], priceRange: [290, 1450], sizes: PIECE },
      { name: ['Pesupingid', 'Wash units', 'Мойки', 'Pesupaikat', 'Mazgāšanas vietas'], noun: ['pesupink', 'wash unit', 'парикмахерская мойка', 'pesupaikka', 'mazgāšanas vieta'], priceRange: [690, 2900], sizes: PIECE },
      { name: ['Töökärud', 'Trolleys', 'Тележки', 'Työtasot', 'Ratiņi'], noun: ['töökäru', 'salon trolley', 'тележка', 'työkärry', 'salona ratiņi'], priceRange: [69, 320], sizes: PIECE },
      { name: ['Peeglid', 'Mirrors', 'Зеркала', 'Peilit', 'Spoguļi'], noun: ['salongipeegel', 'salon mirror', 'зеркало', 'kampaamopeili', 'salona spogulis'], priceRange: [120, 780], sizes: PIECE },
    ],
  },
];

/**
 * A seasonal-sale category: the categories list must drop it. Its et name is the domain's
 * SEASONAL_SALE_LABEL followed by this first entry.
 */
export const SEASONAL_SALE_CATEGORY_NAME: FiveLanguages = [
  'talv', 'Seasonal sale: winter', 'Сезонная распродажа: зима', 'Kausialennus: talvi', 'Sezonas izpārdošana: ziema',
];

/** Product line names: brand-style English words, the same in every language. */
export const PRODUCT_LINES: readonly string[] = [
  'Hydrate', 'Repair', 'Volume', 'Smooth', 'Colour Shield', 'Curl Define', 'Silk', 'Pure', 'Intense', 'Daily',
  'Argan', 'Keratin', 'Blonde', 'Scalp', 'Men', 'Botanic', 'Shine', 'Sensitive', 'Pro', 'Nordic',
];

export const EVENT_DATA: readonly { name: FiveLanguages; location: string; ticketPrices: readonly number[]; description: FiveLanguages }[] = [
  { name: ['Balayage meistriklass', 'Balayage masterclass', 'Мастер-класс балаяж', 'Balayage-mestarikurssi', 'Balajāžas meistarklase'], location: 'Tallinn, Koolituskeskus', ticketPrices: [149, 99], description: ['Vabakäe-helestamine algusest lõpuni: tehnika valik, toonimine ja hooldus. Iga osaleja töötab modelliga; töövahendid on kohapeal.', 'Freehand lightening from start to finish: choosing the technique, toning and aftercare. Every participant works on a model; tools are provided.', 'Осветление свободной рукой от начала до конца: выбор техники, тонирование и уход. Каждый участник работает с моделью; инструменты предоставляются.', 'Vapaan käden vaalennus alusta loppuun: tekniikan valinta, sävytys ja jälkihoito. Jokainen osallistuja työskentelee mallin kanssa; välineet ovat paikalla.', 'Brīvrokas balināšana no sākuma līdz beigām: tehnikas izvēle, tonēšana un kopšana. Katrs dalībnieks strādā ar modeli; darbarīki tiek nodrošināti.'] },
  { name: ['Meeste lõikuste koolitus', 'Men\'s cutting workshop', 'Курс мужских стрижек', 'Miesten leikkauskoulutus', 'Vīriešu griezumu apmācība'], location: 'Tartu, Salongikeskus', ticketPrices: [120], description: ['Klassikalised ja moodsad meeste lõikused masina ja kääridega, üleminekud ning viimistlus.', "Classic and modern men's cuts with clippers and scissors, fades and finishing.", 'Классические и современные мужские стрижки машинкой и ножницами, переходы и финишная отделка.', 'Klassiset ja modernit miesten leikkaukset koneella ja saksilla, häivytykset ja viimeistely.', 'Klasiski un moderni vīriešu griezumi ar mašīnu un šķērēm, pārejas un noslēgums.'] },
  { name: ['Geelküünte algkursus', 'Gel nails basics', 'Базовый курс гель-ногтей', 'Geelikynsien peruskurssi', 'Gēla nagu pamatkurss'], location: 'Riga, Mācību centrs', ticketPrices: [89, 59], description: ['Algajatele: küünte ettevalmistus, geeli pealekandmine, kuivatamine lambi all ja eemaldamine. Materjalid on hinnas.', 'For beginners: preparing the nail, applying gel, curing under the lamp and removal. Materials are included.', 'Для начинающих: подготовка ногтя, нанесение геля, полимеризация в лампе и снятие. Материалы включены в цену.', 'Aloittelijoille: kynnen esikäsittely, geelin levitys, kovetus lampussa ja poisto. Materiaalit sisältyvät hintaan.', 'Iesācējiem: naga sagatavošana, gēla uzklāšana, žāvēšana lampā un noņemšana. Materiāli iekļauti cenā.'] },
  { name: ['Värvikeemia seminar', 'Colour chemistry seminar', 'Семинар по химии цвета', 'Värikemian seminaari', 'Krāsu ķīmijas seminārs'], location: 'Tallinn, Koolituskeskus', ticketPrices: [45], description: ['Kuidas värv juuksega reageerib: pH, oksüdandid, pigmendid ja värvivigade parandamine.', 'How colour reacts with hair: pH, developers, pigments and correcting colour mistakes.', 'Как краска взаимодействует с волосами: pH, окислители, пигменты и исправление ошибок окрашивания.', 'Miten väri reagoi hiuksen kanssa: pH, hapettimet, pigmentit ja värivirheiden korjaus.', 'Kā krāsa reaģē ar matiem: pH, oksidanti, pigmenti un krāsošanas kļūdu labošana.'] },
  { name: ['Salongi juhtimise päev', 'Salon management day', 'День управления салоном', 'Salongin johtamisen päivä', 'Salona vadības diena'], location: 'Pärnu, Hotell Rand', ticketPrices: [199, 149, 79], description: ['Salongi omanikele ja juhtidele: hinnakujundus, broneeringud, meeskond ja jaemüük.', 'For salon owners and managers: pricing, bookings, the team and retail sales.', 'Для владельцев и руководителей салонов: ценообразование, записи, команда и розничные продажи.', 'Salongien omistajille ja johtajille: hinnoittelu, ajanvaraukset, tiimi ja vähittäismyynti.', 'Salonu īpašniekiem un vadītājiem: cenu veidošana, rezervācijas, komanda un mazumtirdzniecība.'] },
  { name: ['Pruutsoengute töötuba', 'Bridal styling workshop', 'Мастерская свадебных причёсок', 'Morsiuskampausten työpaja', 'Kāzu frizūru darbnīca'], location: 'Tallinn, Koolituskeskus', ticketPrices: [110], description: ['Pruudi- ja peosoengud: punutised, krunnid ja kinnitamine, mis peab vastu terve päeva.', 'Bridal and occasion styles: braids, updos and pinning that lasts the whole day.', 'Свадебные и вечерние причёски: косы, пучки и закрепление, которое держится весь день.', 'Morsius- ja juhlakampaukset: letit, nutturat ja kiinnitys, joka kestää koko päivän.', 'Kāzu un svētku frizūras: bizes, mezgli un nostiprināšana, kas izturēs visu dienu.'] },
];

export const JOB_DATA: readonly { title: FiveLanguages; location: string; employmentType: string }[] = [
  { title: ['Klienditeenindaja', 'Customer service agent', 'Специалист по обслуживанию клиентов', 'Asiakaspalvelija', 'Klientu apkalpošanas speciālists'], location: 'Tallinn', employmentType: 'FULL_TIME' },
  { title: ['Laotöötaja', 'Warehouse worker', 'Работник склада', 'Varastotyöntekijä', 'Noliktavas darbinieks'], location: 'Tallinn', employmentType: 'FULL_TIME' },
  { title: ['Koolitaja-juuksur', 'Hairdressing trainer', 'Парикмахер-тренер', 'Kampaajakouluttaja', 'Frizieris-pasniedzējs'], location: 'Riga', employmentType: 'PART_TIME' },
  { title: ['Müügiesindaja', 'Sales representative', 'Торговый представитель', 'Myyntiedustaja', 'Tirdzniecības pārstāvis'], location: 'Tartu', employmentType: 'FULL_TIME' },
];
