import { ACCESSORY_FAMILY, SHOP_NAME, type AccessoryFamily, type MaterialKey, type ShapeKey } from '../vocabulary';
import { euros, joinList, sizeList, ul } from './format';
import type { LanguagePack } from './types';

/** Traditional Chinese as written in Hong Kong (hk store view). URL keys stay English. */

const SHAPE: Record<ShapeKey, string> = {
  round: '圓形',
  square: '方形',
  rectangle: '長方形',
  'cat-eye': '貓眼',
  aviator: '飛行員',
  oval: '橢圓形',
  browline: '眉框',
  geometric: '幾何',
};
const SHAPE_CATEGORY: Record<ShapeKey, string> = {
  round: '圓形鏡框',
  square: '方形鏡框',
  rectangle: '長方形鏡框',
  'cat-eye': '貓眼鏡框',
  aviator: '飛行員鏡框',
  oval: '橢圓形鏡框',
  browline: '眉框款鏡框',
  geometric: '幾何鏡框',
};
const MATERIAL: Record<MaterialKey, string> = {
  acetate: '醋酸纖維',
  metal: '金屬',
  titanium: '鈦金屬',
  'bio-acetate': '生物醋酸纖維',
  combination: '醋酸纖維配金屬',
};
const MATERIAL_TEXT: Record<MaterialKey, string> = {
  acetate: '手工打磨醋酸纖維',
  metal: '不鏽鋼',
  titanium: '純鈦',
  'bio-acetate': '植物基生物醋酸纖維',
  combination: '醋酸纖維配金屬',
};
const MATERIAL_BLURB: Record<MaterialKey, string> = {
  acetate: '以醋酸纖維板材切割並經人手打磨，色澤層次豐富，非注塑塑膠可比。',
  metal: '纖幼鏡圈配可調校鼻墊，輕巧舒適，易於調整。',
  titanium: '鈦金屬極為輕盈、不會生鏽且不易致敏，最適合敏感肌膚。',
  'bio-acetate': '生物醋酸纖維保留傳統醋酸纖維的溫潤質感，對環境的影響更少。',
  combination: '醋酸纖維鏡面配纖幼金屬鏡腳，兼具個性與輕盈。',
};
const MATERIAL_FEATURE: Record<MaterialKey, (w: number) => string> = {
  acetate: (w) => `人手打磨醋酸纖維，五節鉸鏈，${w}克`,
  metal: (w) => `不鏽鋼，可調校鼻墊，${w}克`,
  titanium: (w) => `低致敏純鈦，僅${w}克`,
  'bio-acetate': (w) => `植物基生物醋酸纖維，${w}克`,
  combination: (w) => `醋酸纖維鏡面配金屬鏡腳，${w}克`,
};
const GENDER_TEXT = { women: '專為女士設計', men: '專為男士設計', unisex: '適合各種臉型', kids: '兒童尺寸' } as const;
const FAMILY: Record<AccessoryFamily, { blurb: string; features: [string, string]; short: string }> = {
  case: {
    blurb: '硬殼外層配柔軟無絨內襯，無論放在手袋或口袋，都能保護鏡框及鏡片免受碰撞和刮花。',
    features: ['適合大部分闊度150毫米以內的鏡框', '內襯不會刮花鏡片'],
    short: '光學眼鏡及太陽眼鏡的保護盒。',
  },
  cloth: {
    blurb: '超細纖維可清除鏡片及屏幕上的指紋、灰塵和污漬，無需化學劑，亦不會刮花。',
    features: ['18 × 18厘米，可以40°C機洗', '適用於所有鏡片鍍膜'],
    short: '適用於鏡片及屏幕的超細纖維布。',
  },
  spray: {
    blurb: '不含酒精的配方，適用於所有鏡片鍍膜，包括防反光及濾藍光鍍膜。噴一噴，再用超細纖維布抹乾即可。',
    features: ['不含酒精及氨', '可回收瓶身'],
    short: '適用於所有鏡片的無酒精清潔劑。',
  },
  chain: {
    blurb: '把眼鏡掛在頸上，隨時伸手可及：矽膠套圈可套在大部分鏡框的鏡腳上，穩固不易滑落。',
    features: ['可調校矽膠套圈', '長約70厘米'],
    short: '讓眼鏡隨時伸手可及。',
  },
  kit: {
    blurb: '在家或旅行時保持眼鏡清潔貼服所需的一切，全部收納在小巧的拉鏈袋內。',
    features: ['小巧拉鏈袋', '旅行必備'],
    short: '眼鏡護理必需品，一袋收納。',
  },
};

export const zh: LanguagePack = {
  lang: 'zh',
  attributeLabels: {
    brand: '品牌',
    frame_shape: '鏡框形狀',
    frame_material: '鏡框物料',
    color: '顏色',
    gender: '適用對象',
    frame_size: '鏡框尺寸',
    lens_width: '鏡片闊度',
    bridge_width: '鼻樑闊度',
    temple_length: '鏡腳長度',
    polarized: '偏光',
  },
  colors: {
    black: '黑色',
    tortoise: '玳瑁色',
    crystal: '透明',
    honey: '蜜糖色',
    navy: '海軍藍',
    burgundy: '酒紅色',
    olive: '橄欖綠',
    rose: '玫瑰粉',
    grey: '灰色',
    gold: '金色',
    silver: '銀色',
    blue: '藍色',
    brown: '啡色',
    white: '白色',
    green: '綠色',
  },
  shapes: { ...SHAPE },
  materials: { acetate: '醋酸纖維', metal: '金屬', titanium: '鈦金屬', 'bio-acetate': '生物醋酸纖維', combination: '醋酸纖維配金屬' },
  genders: { women: '女士', men: '男士', unisex: '男女通用', kids: '兒童' },
  tints: {
    grey: '灰色',
    brown: '啡色',
    green: '綠色',
    'blue-mirror': '藍色反光',
    'gold-mirror': '金色反光',
    'rose-gradient': '玫瑰色漸變',
  },

  categories: {
    eyeglasses: {
      name: '光學眼鏡',
      title: '光學眼鏡',
      description: '醋酸纖維、金屬及鈦金屬光學眼鏡，按你的驗光度數配製鏡片。免費調校，每副鏡框享兩年保養。',
    },
    sunglasses: {
      name: '太陽眼鏡',
      title: '太陽眼鏡',
      description: '100%防紫外線太陽眼鏡，提供偏光或非偏光鏡片，亦可配度數。',
    },
    'contact-lenses': {
      name: '隱形眼鏡',
      title: '隱形眼鏡',
      description: '日拋及月拋隱形眼鏡，適合近視、遠視、散光及老花人士，送貨上門。',
    },
    'contact-lenses-daily': {
      name: '日拋',
      title: '日拋隱形眼鏡',
      description: '即棄隱形眼鏡：每天早上一對全新衞生的鏡片，無需清潔及鏡盒。',
    },
    'contact-lenses-monthly': {
      name: '月拋',
      title: '月拋隱形眼鏡',
      description: '每天配戴、最長可用30天的鏡片：日常配戴的經濟之選。',
    },
    accessories: { name: '配件', title: '眼鏡配件', description: '眼鏡盒、抹鏡布、清潔噴霧及眼鏡鏈，悉心護理你的眼鏡。' },
    'gift-cards': { name: '禮品卡', title: '禮品卡', description: '適用於鏡框、太陽眼鏡及隱形眼鏡的電子禮品卡，以電郵送達。' },
    'frame-shapes': {
      name: '鏡框形狀',
      title: '按鏡框形狀選購',
      description: '按形狀挑選光學眼鏡及太陽眼鏡：圓形、方形、貓眼、飛行員等。',
    },
    'new-arrivals': { name: '新品', title: '新品上架', description: '最新到貨的鏡框及太陽眼鏡。' },
    sale: { name: '減價', title: '減價', description: '精選鏡框、太陽眼鏡及配件減價發售，售完即止。' },
    outlet: { name: 'Outlet', title: 'Outlet', description: '最後數件及停產款式。' },
  },
  genderCategory(kind, gender) {
    const noun = kind === 'eyeglasses' ? '光學眼鏡' : '太陽眼鏡';
    const name = { women: '女士', men: '男士', kids: '兒童' }[gender];
    const title = `${name}${noun}`;
    const description =
      gender === 'kids'
        ? `輕巧耐用的兒童${noun}，配備彈性鉸鏈${kind === 'eyeglasses' ? '及按度數配製的鏡片' : '及100%防紫外線保護'}。`
        : `各種形狀、物料及顏色的${title}，${kind === 'eyeglasses' ? '按你的驗光度數配製鏡片' : '提供100%防紫外線保護'}。`;
    return { name, title, description };
  },
  shapeCategory(shape) {
    const texts: Record<ShapeKey, string> = {
      round: '圓形鏡框能柔化輪廓分明的臉型，帶來一點復古味道。',
      square: '方形鏡框為圓臉及鵝蛋臉增添線條感。',
      rectangle: '長方形鏡框經典低調，適合大部分臉型。',
      'cat-eye': '貓眼鏡框在外側向上揚起，令眼神更突出。',
      aviator: '水滴形鏡片配雙鼻樑：飛行員眼鏡最初為機師而設計。',
      oval: '橢圓形鏡框平衡而低調，適合日常配戴。',
      browline: '眉框款鏡框以粗身上框及輕巧下半部突顯雙眼。',
      geometric: '六角形及八角形鏡框，展現自信的建築感造型。',
    };
    return { name: SHAPE[shape], title: SHAPE_CATEGORY[shape], description: texts[shape] };
  },
  frameShapesOldUrlKey: 'shop-by-shape',

  frameName(kind, shape, material) {
    return `${SHAPE[shape]}${material ? MATERIAL[material] : ''}${kind === 'eyeglasses' ? '光學眼鏡' : '太陽眼鏡'}`;
  },
  productName: (brand, model, frameName) => `${brand} ${model} ${frameName}`,
  frameDescription(c) {
    const colors = joinList(
      'zh',
      c.colors.map((k) => zh.colors[k]),
    );
    const what = c.kind === 'eyeglasses' ? '鏡框' : '太陽眼鏡';
    const p1 = `${c.brand} ${c.model} 是一副${SHAPE[c.shape]}${MATERIAL_TEXT[c.material]}${what}，${GENDER_TEXT[c.gender]}。${MATERIAL_BLURB[c.material]}`;
    const p2 =
      c.kind === 'eyeglasses'
        ? '可配上按你驗光度數製作的單光、漸進多焦點或老花鏡片，亦可選擇平光鏡片。另可加選更薄的高折射率鏡片、濾藍光及防反光鍍膜。'
        : `${zh.tints[c.tint ?? 'grey']}鏡片可阻隔100% UVA及UVB紫外線${c.polarized ? '，並具偏光功能，減少水面、雪地及濕滑路面的反光' : ''}。此鏡框亦可配上有度數的太陽鏡片。`;
    const kindFeature =
      c.kind === 'eyeglasses' ? '可配單光、漸進多焦點或老花度數鏡片' : c.polarized ? '第3類偏光鏡片，UV400' : '第3類鏡片，UV400';
    return `<p>${p1}</p><p>${p2}</p>${ul([
      MATERIAL_FEATURE[c.material](c.weight),
      `尺寸（鏡片-鼻樑-鏡腳，毫米）：${sizeList(c.sizes)}`,
      kindFeature,
      `顏色：${colors}`,
    ])}`;
  },
  frameShortDescription(c) {
    return `<p>${c.brand}${zh.frameName(c.kind, c.shape, c.material)}，共${c.colors.length}種顏色、${c.sizes.length}個尺寸。</p>`;
  },

  contactName: (line, pack) => `${line} ${pack}片裝`,
  contactDescription(c) {
    const modality =
      c.modality === 'daily'
        ? `${c.line}日拋隱形眼鏡只戴一天便丟棄：無需清潔、無需鏡盒，每天早上換上全新一對。`
        : `${c.line}月拋隱形眼鏡可每天配戴，最長30天；每晚以多功能護理液清潔及存放。`;
    const design = {
      spherical: '可矯正近視及遠視。',
      toric: '散光（Toric）設計在眼中保持穩定，有效矯正散光。',
      multifocal: '多焦點設計讓你看近、看遠及中距離都清晰，適合老花人士。',
    }[c.design];
    const duration = c.modality === 'daily' ? `單眼${c.pack}天` : `單眼${c.pack}個月`;
    return `<p>${modality}${design}</p><p>以矽水凝膠製成，透氧度高，讓雙眼整天保持明亮舒適。請按你現時的隱形眼鏡驗光紀錄訂購。</p>${ul([
      `每盒${c.pack}片（${duration}）`,
      `含水量${c.water}%`,
      '矽水凝膠，附UV濾光',
    ])}`;
  },
  contactShortDescription(c) {
    const design = { spherical: '', toric: '散光', multifocal: '多焦點' }[c.design];
    return `<p>${c.modality === 'daily' ? '日拋' : '月拋'}${design}隱形眼鏡，每盒${c.pack}片。</p>`;
  },

  accessoryTypes: {
    'hard-case': '硬身眼鏡盒',
    'folding-case': '摺疊眼鏡盒',
    pouch: '純素皮革眼鏡袋',
    cloth: '超細纖維抹鏡布',
    'cloth-3-pack': '超細纖維抹鏡布（3條裝）',
    'spray-30': '鏡片清潔噴霧 30毫升',
    'spray-100': '鏡片清潔噴霧 100毫升',
    'anti-fog': '防霧噴霧 30毫升',
    chain: '眼鏡鏈',
    cord: '串珠眼鏡繩',
    strap: '運動眼鏡帶',
    'cleaning-kit': '鏡片清潔套裝',
    'repair-kit': '眼鏡維修套裝',
    'travel-kit': '旅行護理套裝',
  },
  accessoryName: (brand, type, color) => `${brand} ${zh.accessoryTypes[type]}${color ? ` – ${zh.colors[color]}` : ''}`,
  accessoryDescription(c) {
    const f = FAMILY[ACCESSORY_FAMILY[c.type]];
    const items = [...f.features];
    if (c.color) items.push(`顏色：${zh.colors[c.color]}`);
    return `<p>${f.blurb}</p>${ul(items)}`;
  },
  accessoryShortDescription: (c) => `<p>${FAMILY[ACCESSORY_FAMILY[c.type]].short}</p>`,

  giftCardName: (amount) => (amount ? `${euros('zh', amount)}禮品卡` : '自選金額禮品卡'),
  giftCardDescription(amount) {
    return `<p>送一副好眼鏡：${SHOP_NAME}禮品卡可用於購買鏡框、太陽眼鏡、度數鏡片、隱形眼鏡及配件。</p><p>禮品卡連同你的個人留言以電郵送出，由購買日起兩年內有效。</p>${ul(
      [
        amount ? `面值：${euros('zh', amount)}` : `可自選${euros('zh', 10)}至${euros('zh', 500)}之間的任何金額`,
        '數分鐘內以電郵送達',
        '可分多次訂單使用，直至餘額用完',
      ],
    )}`;
  },
  giftCardShortDescription: (amount) => `<p>${amount ? `面值${euros('zh', amount)}的` : '自選金額的'}電子禮品卡，以電郵送達。</p>`,

  lensOptions: { usage: '用途', lens_type: '鏡片類型', lens_index: '鏡片折射率', coatings: '鍍膜', prescription: '驗光度數' },
  lensValues: {
    'single-vision': '單光',
    progressive: '漸進多焦點',
    reading: '老花（閱讀）',
    'non-prescription': '平光（無度數）',
    clear: '透明',
    'blue-light': '濾藍光',
    photochromic: '變色',
    'sun-tint': '太陽色片',
    'standard-tint': '標準色片',
    polarised: '偏光',
    gradient: '漸變色',
    mirrored: '反光鏡面',
    'index-150': '1.50 標準',
    'index-160': '1.60 薄',
    'index-167': '1.67 超薄',
    'index-174': '1.74 極薄',
    'anti-reflective': '防反光',
    'scratch-resistant': '防刮',
    'water-repellent': '防水',
    'uv-protection': '防紫外線',
  },

  cmsPages: {
    home: {
      title: '主頁',
      heading: '',
      content:
        '<h1>看得清楚，也看得出眾</h1>' +
        '<p>設計師鏡框、太陽眼鏡及隱形眼鏡，度數鏡片由我們自家實驗室製作，免費送貨，30天內免費退貨。</p>' +
        '<h2>找一副適合你的鏡框</h2>' +
        '<p>按形狀、物料及顏色瀏覽光學眼鏡和太陽眼鏡，用你現有鏡框內側印有的尺寸比較大小，幾下點擊便可加配單光、漸進多焦點或老花鏡片。</p>',
      metaTitle: `${SHOP_NAME} – 光學眼鏡、太陽眼鏡及隱形眼鏡`,
      metaDescription: '光學眼鏡、太陽眼鏡及隱形眼鏡，鏡片由自家實驗室製作。免費送貨及退貨。',
      metaKeywords: '光學眼鏡, 太陽眼鏡, 隱形眼鏡, 眼鏡店',
    },
    'about-us': {
      title: '關於我們',
      heading: '關於我們',
      content:
        `<p>${SHOP_NAME}是一間獨立網上眼鏡店，由視光師及眼鏡匠創立。我們與小型工作坊合作設計鏡框，在自家實驗室切割鏡片，每副眼鏡出貨前均經人手檢查。</p>` +
        '<h2>我們的承諾</h2>' +
        '<ul><li>價格透明，標價已包括鏡片</li><li>註冊視光師透過電郵及即時通訊解答你的疑問</li><li>免費調校，每副鏡框享兩年保養</li></ul>' +
        '<p>由第一副老花眼鏡到漸進多焦點鏡片，我們希望網上買眼鏡就像到樓下的眼鏡店一樣安心。</p>',
      metaTitle: `關於我們 | ${SHOP_NAME}`,
      metaDescription: `${SHOP_NAME}是一間獨立網上眼鏡店：鏡框與小型工作坊合作設計，鏡片由自家實驗室製作。`,
      metaKeywords: '關於我們, 眼鏡店, 鏡片實驗室',
    },
    'shipping-and-returns': {
      title: '送貨及退貨',
      heading: '送貨及退貨',
      content:
        '<h2>送貨</h2>' +
        '<p>不配鏡片的鏡框、太陽眼鏡、隱形眼鏡及配件會於一個工作天內寄出。配度數鏡片的眼鏡由我們的實驗室製作，於5至7個工作天內寄出。</p>' +
        '<ul><li>所有訂單均享免費標準送貨</li><li>結帳時可選擇特快送貨</li><li>包裹寄出後即以電郵發送追蹤編號</li></ul>' +
        '<h2>退貨</h2>' +
        '<p>你可於收貨後30天內退回任何貨品並獲全數退款，包括配度數鏡片的眼鏡。隱形眼鏡須以未開封的盒裝退回。</p>' +
        '<p>請在你的帳戶內申請退貨或聯絡客戶服務，我們會寄上預付郵資標籤。</p>',
      metaTitle: `送貨及退貨 | ${SHOP_NAME}`,
      metaDescription: '免費標準送貨，30天內免費退貨，配度數眼鏡同樣適用。',
      metaKeywords: '送貨, 運送, 退貨, 退款',
    },
    'privacy-policy': {
      title: '私隱政策',
      heading: '私隱政策',
      content:
        `<p>本政策說明${SHOP_NAME}收集哪些個人資料、收集原因及你享有的權利。我們只收集處理訂單及改善服務所需的資料。</p>` +
        '<h2>我們收集的資料</h2>' +
        '<ul><li>你的姓名、地址、電郵及電話號碼，用於送遞訂單</li><li>你的驗光度數，用於製作鏡片；這些屬健康資料，只會用於此目的</li><li>你的訂單紀錄及偏好設定（如你已開設帳戶）</li></ul>' +
        '<h2>資料保存期</h2>' +
        '<p>訂單資料按法例要求的期限保存。驗光度數會在你的帳戶存在期間保存，你可隨時刪除。</p>' +
        '<h2>你的權利</h2>' +
        '<p>你可要求查閱、更正、轉移或刪除你的資料，並可隨時拒收推廣電郵，請聯絡我們的客戶服務。</p>',
      metaTitle: `私隱政策 | ${SHOP_NAME}`,
      metaDescription: `${SHOP_NAME}如何收集、使用及保護你的個人資料和驗光度數。`,
      metaKeywords: '私隱, 個人資料',
    },
    'no-route': {
      title: '404 找不到網頁',
      heading: '找不到此網頁',
      content:
        '<p>你要求的網頁不存在或已不再提供。</p>' +
        '<ul><li>請檢查網址是否輸入正確。</li><li>使用選單或搜尋功能尋找產品。</li><li>返回上一頁。</li></ul>',
      metaTitle: '找不到網頁',
      metaDescription: '找不到你要求的網頁。',
      metaKeywords: '',
    },
  },
  cmsBlocks: {
    'home-hero': {
      title: '主頁橫額',
      content: '<h2>本季新款鏡框</h2><p>人手打磨醋酸纖維及輕若無物的鈦金屬新款式，隨時配上你的度數鏡片。</p>',
    },
    'usp-bar': { title: '選擇我們的理由', content: '<ul><li>免費標準送貨</li><li>30天內免費退貨</li><li>每副鏡框享兩年保養</li></ul>' },
    'footer-about': {
      title: '關於本店',
      content: `<p>${SHOP_NAME}是一間獨立網上眼鏡店。我們的鏡框與小型工作坊合作設計，並配上自家實驗室製作的鏡片。</p>`,
    },
    'category-banner-eyeglasses': {
      title: '光學眼鏡橫額',
      content: '<h2>整副眼鏡，已包鏡片</h2><p>每副鏡框均配按你度數製作的單光鏡片，附防反光及防刮鍍膜。</p>',
    },
  },
};
