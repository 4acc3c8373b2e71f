import { ACCESSORY_FAMILY, SHOP_NAME, type AccessoryFamily, type MaterialKey, type ShapeKey } from '../vocabulary';
import { euros, inText, joinList, sizeList, ul } from './format';
import { count as n } from './format';
import type { LanguagePack } from './types';

/** Spanish text, shared by the es (Spain), mx (Mexico) and ar (Argentina) store views. */

/** Agreeing with "gafas" (feminine plural). */
const SHAPE_PLURAL: Record<ShapeKey, string> = {
  round: 'redondas',
  square: 'cuadradas',
  rectangle: 'rectangulares',
  'cat-eye': 'ojo de gato',
  aviator: 'estilo aviador',
  oval: 'ovaladas',
  browline: 'estilo browline',
  geometric: 'geométricas',
};
/** Agreeing with "montura" (feminine singular). */
const SHAPE_SINGULAR: Record<ShapeKey, string> = {
  round: 'redonda',
  square: 'cuadrada',
  rectangle: 'rectangular',
  'cat-eye': 'de ojo de gato',
  aviator: 'de estilo aviador',
  oval: 'ovalada',
  browline: 'de estilo browline',
  geometric: 'geométrica',
};
const SHAPE_CATEGORY: Record<ShapeKey, [string, string]> = {
  round: ['Redondas', 'Monturas redondas'],
  square: ['Cuadradas', 'Monturas cuadradas'],
  rectangle: ['Rectangulares', 'Monturas rectangulares'],
  'cat-eye': ['Ojo de gato', 'Monturas ojo de gato'],
  aviator: ['Aviador', 'Monturas de aviador'],
  oval: ['Ovaladas', 'Monturas ovaladas'],
  browline: ['Browline', 'Monturas browline'],
  geometric: ['Geométricas', 'Monturas geométricas'],
};
const MATERIAL_OF: Record<MaterialKey, string> = {
  acetate: 'acetato',
  metal: 'metal',
  titanium: 'titanio',
  'bio-acetate': 'bioacetato',
  combination: 'acetato y metal',
};
const MATERIAL_TEXT: Record<MaterialKey, string> = {
  acetate: 'acetato pulido a mano',
  metal: 'acero inoxidable',
  titanium: 'titanio puro',
  'bio-acetate': 'bioacetato de origen vegetal',
  combination: 'acetato y metal',
};
const MATERIAL_BLURB: Record<MaterialKey, string> = {
  acetate:
    'Cortada en planchas de acetato de celulosa y pulida a mano, ofrece una profundidad de color que ningún plástico inyectado puede igualar.',
  metal: 'Sus aros finos y sus plaquetas ajustables la hacen ligera y fácil de adaptar.',
  titanium: 'El titanio apenas pesa, no se oxida y es hipoalergénico: ideal para pieles sensibles.',
  'bio-acetate': 'El bioacetato conserva la calidez y la riqueza del acetato clásico con un menor impacto ambiental.',
  combination: 'Un frontal de acetato y unas finas varillas de metal combinan carácter y ligereza.',
};
const MATERIAL_FEATURE: Record<MaterialKey, (w: number) => string> = {
  acetate: (w) => `Acetato pulido a mano con bisagras de cinco barriles, ${w} g`,
  metal: (w) => `Acero inoxidable con plaquetas ajustables, ${w} g`,
  titanium: (w) => `Titanio puro hipoalergénico, solo ${w} g`,
  'bio-acetate': (w) => `Bioacetato de origen vegetal, ${w} g`,
  combination: (w) => `Frontal de acetato y varillas de metal, ${w} g`,
};
const GENDER_TEXT = {
  women: 'pensada para mujer',
  men: 'pensada para hombre',
  unisex: 'que sienta bien a todo tipo de rostro',
  kids: 'a la medida de los niños',
} as const;
const FAMILY: Record<AccessoryFamily, { blurb: string; features: [string, string]; short: string }> = {
  case: {
    blurb:
      'Una carcasa rígida y un forro suave que no suelta pelusa protegen tus monturas y lentes de golpes y arañazos, en el bolso o en el bolsillo.',
    features: ['Apta para la mayoría de monturas de hasta 150 mm de ancho', 'Forro que no raya las lentes'],
    short: 'Funda protectora para gafas graduadas y de sol.',
  },
  cloth: {
    blurb: 'Una microfibra ultrafina elimina huellas, polvo y manchas de lentes y pantallas sin productos químicos y sin rayar.',
    features: ['18 × 18 cm, lavable a máquina a 40 °C', 'Apta para todos los tratamientos de lentes'],
    short: 'Gamuza de microfibra para lentes y pantallas.',
  },
  spray: {
    blurb:
      'Una fórmula sin alcohol, segura para todos los tratamientos de lentes, incluidos el antirreflejante y el filtro de luz azul. Pulveriza, seca con una microfibra y listo.',
    features: ['Sin alcohol ni amoníaco', 'Envase reciclable'],
    short: 'Limpiador sin alcohol para todas las lentes.',
  },
  chain: {
    blurb:
      'Lleva tus gafas colgadas del cuello y siempre a mano: las terminaciones de silicona se ajustan a las varillas de la mayoría de monturas y las sujetan con firmeza.',
    features: ['Terminaciones de silicona ajustables', 'Longitud aproximada de 70 cm'],
    short: 'Para tener tus gafas siempre a mano.',
  },
  kit: {
    blurb: 'Todo lo necesario para mantener tus gafas limpias y bien ajustadas, en casa o de viaje, en un neceser compacto con cremallera.',
    features: ['Neceser compacto con cremallera', 'Ideal para viajar'],
    short: 'Lo esencial para cuidar tus gafas, en un neceser.',
  },
};

export const es: LanguagePack = {
  lang: 'es',
  attributeLabels: {
    brand: 'Marca',
    frame_shape: 'Forma de la montura',
    frame_material: 'Material de la montura',
    color: 'Color',
    gender: 'Género',
    frame_size: 'Talla de la montura',
    lens_width: 'Ancho de la lente',
    bridge_width: 'Ancho del puente',
    temple_length: 'Largo de las varillas',
    polarized: 'Polarizadas',
  },
  colors: {
    black: 'Negro',
    tortoise: 'Carey',
    crystal: 'Cristal',
    honey: 'Miel',
    navy: 'Azul marino',
    burgundy: 'Burdeos',
    olive: 'Verde oliva',
    rose: 'Rosa',
    grey: 'Gris',
    gold: 'Dorado',
    silver: 'Plateado',
    blue: 'Azul',
    brown: 'Marrón',
    white: 'Blanco',
    green: 'Verde',
  },
  shapes: {
    round: 'Redonda',
    square: 'Cuadrada',
    rectangle: 'Rectangular',
    'cat-eye': 'Ojo de gato',
    aviator: 'Aviador',
    oval: 'Ovalada',
    browline: 'Browline',
    geometric: 'Geométrica',
  },
  materials: { acetate: 'Acetato', metal: 'Metal', titanium: 'Titanio', 'bio-acetate': 'Bioacetato', combination: 'Acetato y metal' },
  genders: { women: 'Mujer', men: 'Hombre', unisex: 'Unisex', kids: 'Niños' },
  tints: {
    grey: 'grises',
    brown: 'marrones',
    green: 'verdes',
    'blue-mirror': 'con espejo azul',
    'gold-mirror': 'con espejo dorado',
    'rose-gradient': 'con degradado rosa',
  },

  categories: {
    eyeglasses: {
      name: 'Gafas graduadas',
      title: 'Gafas graduadas',
      description:
        'Gafas graduadas de acetato, metal y titanio, con lentes fabricadas según tu graduación. Ajustes gratuitos y dos años de garantía en todas las monturas.',
    },
    sunglasses: {
      name: 'Gafas de sol',
      title: 'Gafas de sol',
      description: 'Gafas de sol con protección UV 100 %, con o sin lentes polarizadas, también disponibles graduadas.',
    },
    'contact-lenses': {
      name: 'Lentes de contacto',
      title: 'Lentes de contacto',
      description: 'Lentes de contacto diarias y mensuales para miopía, hipermetropía, astigmatismo y presbicia, con entrega a domicilio.',
    },
    'contact-lenses-daily': {
      name: 'Diarias',
      title: 'Lentes de contacto diarias',
      description: 'Lentes desechables diarias: un par nuevo e higiénico cada mañana, sin limpieza ni estuche.',
    },
    'contact-lenses-monthly': {
      name: 'Mensuales',
      title: 'Lentes de contacto mensuales',
      description: 'Lentes que se usan cada día durante un máximo de 30 días: la opción más económica para el uso diario.',
    },
    accessories: {
      name: 'Accesorios',
      title: 'Accesorios para gafas',
      description: 'Fundas, gamuzas, sprays limpiadores y cadenas para cuidar tus gafas.',
    },
    'gift-cards': {
      name: 'Tarjetas regalo',
      title: 'Tarjetas regalo',
      description: 'Tarjetas regalo digitales para monturas, gafas de sol y lentes de contacto, enviadas por correo electrónico.',
    },
    'frame-shapes': {
      name: 'Formas de montura',
      title: 'Comprar por forma de montura',
      description: 'Encuentra gafas graduadas y de sol por su forma: redondas, cuadradas, ojo de gato, aviador y muchas más.',
    },
    'new-arrivals': { name: 'Novedades', title: 'Novedades', description: 'Las últimas monturas y gafas de sol recién llegadas.' },
    sale: {
      name: 'Rebajas',
      title: 'Rebajas',
      description: 'Una selección de monturas, gafas de sol y accesorios a precios reducidos, hasta agotar existencias.',
    },
    outlet: { name: 'Outlet', title: 'Outlet', description: 'Últimas unidades y modelos descatalogados.' },
  },
  genderCategory(kind, gender) {
    const noun = kind === 'eyeglasses' ? 'Gafas graduadas' : 'Gafas de sol';
    const name = { women: 'Mujer', men: 'Hombre', kids: 'Niños' }[gender];
    const title = { women: `${noun} de mujer`, men: `${noun} de hombre`, kids: `${noun} para niños` }[gender];
    const description =
      gender === 'kids'
        ? `${noun} ligeras y resistentes a la medida de los niños, con bisagras flexibles ${kind === 'eyeglasses' ? 'y lentes fabricadas según su graduación' : 'y protección UV 100 %'}.`
        : `${title} en todas las formas, materiales y colores, ${kind === 'eyeglasses' ? 'con lentes fabricadas según tu graduación' : 'con protección UV 100 %'}.`;
    return { name, title, description };
  },
  shapeCategory(shape) {
    const texts: Record<ShapeKey, string> = {
      round: 'Las monturas redondas suavizan los rasgos angulosos y aportan un toque vintage.',
      square: 'Las monturas cuadradas dan estructura a los rostros redondos y ovalados.',
      rectangle: 'Atemporales y sobrias, las monturas rectangulares sientan bien a la mayoría de rostros.',
      'cat-eye': 'Las monturas ojo de gato se elevan en los extremos exteriores para realzar la mirada.',
      aviator: 'Lentes en forma de gota y doble puente: las monturas de aviador se diseñaron primero para pilotos.',
      oval: 'Equilibradas y discretas, las monturas ovaladas son fáciles de llevar a diario.',
      browline: 'Las monturas browline enmarcan la mirada con un aro superior marcado y una parte inferior ligera.',
      geometric: 'Monturas hexagonales y octogonales para un estilo seguro y arquitectónico.',
    };
    const [name, title] = SHAPE_CATEGORY[shape];
    return { name, title, description: texts[shape] };
  },
  frameShapesOldUrlKey: 'comprar-por-forma',

  frameName(kind, shape, material) {
    const noun = kind === 'eyeglasses' ? 'Gafas graduadas' : 'Gafas de sol';
    return `${noun} ${SHAPE_PLURAL[shape]}${material ? ` de ${MATERIAL_OF[material]}` : ''}`;
  },
  productName: (brand, model, frameName) => `${frameName} ${brand} ${model}`,
  frameDescription(c) {
    const colors = joinList(
      'es',
      c.colors.map((k) => inText('es', es.colors[k])),
    );
    const frame = c.kind === 'sunglasses' ? 'montura de sol' : 'montura';
    const p1 = `El modelo ${c.model} de ${c.brand} es una ${frame} ${SHAPE_SINGULAR[c.shape]} de ${MATERIAL_TEXT[c.material]}, ${GENDER_TEXT[c.gender]}. ${MATERIAL_BLURB[c.material]}`;
    const p2 =
      c.kind === 'eyeglasses'
        ? 'Pídela con lentes monofocales, progresivas o de lectura fabricadas según tu graduación, o con lentes sin graduar. Como opción, hay lentes más finas, filtro de luz azul y tratamiento antirreflejante.'
        : `Sus lentes ${es.tints[c.tint ?? 'grey']} bloquean el 100 % de los rayos UVA y UVB${c.polarized ? ' y están polarizadas para eliminar los reflejos del agua, la nieve y el asfalto mojado' : ''}. Esta montura también admite lentes de sol graduadas.`;
    const kindFeature =
      c.kind === 'eyeglasses'
        ? 'Admite lentes graduadas monofocales, progresivas o de lectura'
        : c.polarized
          ? 'Lentes polarizadas de categoría 3, UV400'
          : 'Lentes de categoría 3, UV400';
    return `<p>${p1}</p><p>${p2}</p>${ul([
      MATERIAL_FEATURE[c.material](c.weight),
      `Tallas (lente-puente-varilla, mm): ${sizeList(c.sizes)}`,
      kindFeature,
      `Colores: ${colors}`,
    ])}`;
  },
  frameShortDescription(c) {
    const noun = c.kind === 'eyeglasses' ? 'Gafas graduadas' : 'Gafas de sol';
    return `<p>${noun} ${SHAPE_PLURAL[c.shape]} de ${MATERIAL_OF[c.material]} ${c.brand}, disponibles en ${n(c.colors.length, 'color', 'colores')} y ${n(c.sizes.length, 'talla', 'tallas')}.</p>`;
  },

  contactName: (line, pack) => `${line} – caja de ${pack}`,
  contactDescription(c) {
    const modality =
      c.modality === 'daily'
        ? `Las lentes de contacto diarias ${c.line} se usan un día y se desechan: sin limpieza, sin estuche, un par nuevo cada mañana.`
        : `Las lentes de contacto mensuales ${c.line} se usan cada día durante un máximo de 30 días y se limpian y guardan por la noche en solución única.`;
    const design = {
      spherical: 'Corrigen la miopía y la hipermetropía.',
      toric: 'Su diseño tórico se mantiene estable en el ojo para corregir el astigmatismo.',
      multifocal: 'Su diseño multifocal ofrece una visión nítida de cerca, de lejos y a distancias intermedias, para la presbicia.',
    }[c.design];
    const duration = c.modality === 'daily' ? `${c.pack} días para un ojo` : `${c.pack} meses para un ojo`;
    return `<p>${modality} ${design}</p><p>Fabricadas en hidrogel de silicona, dejan pasar mucho oxígeno para mantener los ojos blancos y cómodos todo el día. Pídelas con los valores de tu graduación de lentes de contacto actual.</p>${ul(
      [`Caja de ${c.pack} lentes (${duration})`, `Contenido en agua ${c.water} %`, 'Hidrogel de silicona con filtro UV'],
    )}`;
  },
  contactShortDescription(c) {
    const modality = c.modality === 'daily' ? 'diarias' : 'mensuales';
    const design = { spherical: '', toric: ' tóricas', multifocal: ' multifocales' }[c.design];
    return `<p>Lentes de contacto ${modality}${design}, ${c.pack} lentes por caja.</p>`;
  },

  accessoryTypes: {
    'hard-case': 'Funda rígida',
    'folding-case': 'Funda plegable',
    pouch: 'Funda de piel vegana',
    cloth: 'Gamuza de microfibra',
    'cloth-3-pack': 'Pack de 3 gamuzas de microfibra',
    'spray-30': 'Spray limpiador de lentes 30 ml',
    'spray-100': 'Spray limpiador de lentes 100 ml',
    'anti-fog': 'Spray antivaho 30 ml',
    chain: 'Cadena para gafas',
    cord: 'Cordón de cuentas para gafas',
    strap: 'Cinta deportiva para gafas',
    'cleaning-kit': 'Kit de limpieza',
    'repair-kit': 'Kit de reparación de gafas',
    'travel-kit': 'Neceser de cuidado para viaje',
  },
  accessoryName: (brand, type, color) => `${es.accessoryTypes[type]} ${brand}${color ? ` – ${es.colors[color]}` : ''}`,
  accessoryDescription(c) {
    const f = FAMILY[ACCESSORY_FAMILY[c.type]];
    const items = [...f.features];
    if (c.color) items.push(`Color: ${es.colors[c.color]}`);
    return `<p>${f.blurb}</p>${ul(items)}`;
  },
  accessoryShortDescription: (c) => `<p>${FAMILY[ACCESSORY_FAMILY[c.type]].short}</p>`,

  giftCardName: (amount) => (amount ? `Tarjeta regalo de ${euros('es', amount)}` : 'Tarjeta regalo – importe a elegir'),
  giftCardDescription(amount) {
    return `<p>Regala unas gafas estupendas: la tarjeta regalo ${SHOP_NAME} sirve para monturas, gafas de sol, lentes graduadas, lentes de contacto y accesorios.</p><p>Se envía por correo electrónico con tu mensaje personal y es válida durante dos años desde la fecha de compra.</p>${ul(
      [
        amount ? `Valor: ${euros('es', amount)}` : `Elige cualquier importe entre ${euros('es', 10)} y ${euros('es', 500)}`,
        'Enviada por correo electrónico en pocos minutos',
        'Se puede usar en varios pedidos hasta agotar el saldo',
      ],
    )}`;
  },
  giftCardShortDescription: (amount) =>
    `<p>Tarjeta regalo digital ${amount ? `por valor de ${euros('es', amount)}` : 'por el importe que elijas'}, enviada por correo electrónico.</p>`,

  lensOptions: {
    usage: 'Uso',
    lens_type: 'Tipo de lente',
    lens_index: 'Índice de la lente',
    coatings: 'Tratamientos',
    prescription: 'Graduación',
  },
  lensValues: {
    'single-vision': 'Monofocales',
    progressive: 'Progresivas',
    reading: 'Lectura',
    'non-prescription': 'Sin graduar',
    clear: 'Transparentes',
    'blue-light': 'Filtro de luz azul',
    photochromic: 'Fotocromáticas',
    'sun-tint': 'Tintado de sol',
    'standard-tint': 'Tintado estándar',
    polarised: 'Polarizadas',
    gradient: 'Degradadas',
    mirrored: 'Espejadas',
    'index-150': '1,50 estándar',
    'index-160': '1,60 fina',
    'index-167': '1,67 extrafina',
    'index-174': '1,74 ultrafina',
    'anti-reflective': 'Antirreflejante',
    'scratch-resistant': 'Antirrayas',
    'water-repellent': 'Hidrofóbico',
    'uv-protection': 'Protección UV',
  },

  cmsPages: {
    home: {
      title: 'Inicio',
      heading: '',
      content:
        '<h1>Gafas para ver bien y dejarse ver</h1>' +
        '<p>Monturas de diseño, gafas de sol y lentes de contacto, con lentes graduadas fabricadas en nuestro propio laboratorio, envío gratuito y devoluciones gratuitas en 30 días.</p>' +
        '<h2>Encuentra la montura que te queda bien</h2>' +
        '<p>Explora gafas graduadas y de sol por forma, material y color, compara tallas con las medidas impresas en tu montura actual y añade lentes monofocales, progresivas o de lectura en unos pocos clics.</p>',
      metaTitle: `${SHOP_NAME} – Gafas graduadas, gafas de sol y lentes de contacto`,
      metaDescription:
        'Gafas graduadas, gafas de sol y lentes de contacto con lentes fabricadas en nuestro laboratorio. Envío y devoluciones gratuitos.',
      metaKeywords: 'gafas graduadas, gafas de sol, lentes de contacto, óptica',
    },
    'about-us': {
      title: 'Quiénes somos',
      heading: 'Quiénes somos',
      content:
        `<p>${SHOP_NAME} es una óptica online independiente fundada por ópticos y fabricantes de monturas. Diseñamos nuestras monturas con pequeños talleres, les montamos lentes talladas en nuestro propio laboratorio y revisamos a mano cada par antes de enviarlo.</p>` +
        '<h2>Nuestro compromiso</h2>' +
        '<ul><li>Precios honestos, con las lentes incluidas en el precio que ves</li><li>Ópticos titulados que responden a tus dudas por correo electrónico y chat</li><li>Ajustes gratuitos y dos años de garantía en todas las monturas</li></ul>' +
        '<p>Desde tus primeras gafas de lectura hasta unas lentes progresivas, queremos que comprar gafas online sea tan tranquilo como ir a tu óptica de siempre.</p>',
      metaTitle: `Quiénes somos | ${SHOP_NAME}`,
      metaDescription: `${SHOP_NAME} es una óptica online independiente: monturas diseñadas con pequeños talleres y lentes fabricadas en nuestro laboratorio.`,
      metaKeywords: 'quiénes somos, óptica, laboratorio de lentes',
    },
    'shipping-and-returns': {
      title: 'Envíos y devoluciones',
      heading: 'Envíos y devoluciones',
      content:
        '<h2>Envíos</h2>' +
        '<p>Las monturas sin lentes, las gafas de sol, las lentes de contacto y los accesorios se envían en un día laborable. Las gafas con lentes graduadas se fabrican en nuestro laboratorio y se envían en un plazo de 5 a 7 días laborables.</p>' +
        '<ul><li>Envío estándar gratuito en todos los pedidos</li><li>Envío exprés disponible al finalizar la compra</li><li>Número de seguimiento por correo electrónico en cuanto sale tu paquete</li></ul>' +
        '<h2>Devoluciones</h2>' +
        '<p>Puedes devolver cualquier artículo en los 30 días siguientes a la entrega y te reembolsamos el importe íntegro, también las gafas con lentes graduadas. Las lentes de contacto se pueden devolver en sus cajas sin abrir.</p>' +
        '<p>Inicia la devolución desde tu cuenta o contacta con atención al cliente y te enviaremos una etiqueta prepagada.</p>',
      metaTitle: `Envíos y devoluciones | ${SHOP_NAME}`,
      metaDescription: 'Envío estándar gratuito y devoluciones gratuitas en 30 días, también para gafas graduadas.',
      metaKeywords: 'envío, entrega, devoluciones, reembolso',
    },
    'privacy-policy': {
      title: 'Política de privacidad',
      heading: 'Política de privacidad',
      content:
        `<p>Esta política explica qué datos personales recoge ${SHOP_NAME}, con qué fin y qué derechos tienes. Solo recogemos lo necesario para tramitar tus pedidos y mejorar nuestro servicio.</p>` +
        '<h2>Datos que recogemos</h2>' +
        '<ul><li>Tu nombre, direcciones, correo electrónico y teléfono, para entregar tus pedidos</li><li>Tus graduaciones, para fabricar tus lentes; son datos de salud y solo se usan con ese fin</li><li>Tu historial de pedidos y tus preferencias, si tienes una cuenta</li></ul>' +
        '<h2>Cuánto tiempo los conservamos</h2>' +
        '<p>Los datos de los pedidos se conservan durante el tiempo que exige la ley. Las graduaciones se conservan mientras mantengas tu cuenta y puedes eliminarlas en cualquier momento.</p>' +
        '<h2>Tus derechos</h2>' +
        '<p>Puedes solicitar el acceso, la rectificación, la portabilidad o la supresión de tus datos, y oponerte en cualquier momento a recibir correos comerciales, contactando con atención al cliente.</p>',
      metaTitle: `Política de privacidad | ${SHOP_NAME}`,
      metaDescription: `Cómo ${SHOP_NAME} recoge, usa y protege tus datos personales y tus graduaciones.`,
      metaKeywords: 'privacidad, datos personales, RGPD',
    },
    'no-route': {
      title: '404 Página no encontrada',
      heading: 'No encontramos esta página',
      content:
        '<p>La página que buscas no existe o ya no está disponible.</p>' +
        '<ul><li>Comprueba que la dirección está bien escrita.</li><li>Usa el menú o el buscador para encontrar un producto.</li><li>Vuelve a la página anterior.</li></ul>',
      metaTitle: 'Página no encontrada',
      metaDescription: 'No se ha encontrado la página solicitada.',
      metaKeywords: '',
    },
  },
  cmsBlocks: {
    'home-hero': {
      title: 'Portada de inicio',
      content:
        '<h2>Monturas de temporada</h2><p>Nuevas formas en acetato pulido a mano y titanio ultraligero, listas para tu graduación.</p>',
    },
    'usp-bar': {
      title: 'Por qué comprar con nosotros',
      content:
        '<ul><li>Envío estándar gratuito</li><li>Devoluciones gratuitas en 30 días</li><li>Dos años de garantía en todas las monturas</li></ul>',
    },
    'footer-about': {
      title: 'Sobre la tienda',
      content: `<p>${SHOP_NAME} es una óptica online independiente. Nuestras monturas se diseñan con pequeños talleres y se montan con lentes fabricadas en nuestro propio laboratorio.</p>`,
    },
    'category-banner-eyeglasses': {
      title: 'Banner de gafas graduadas',
      content:
        '<h2>Gafas completas, lentes incluidas</h2><p>Cada montura incluye lentes monofocales a tu medida, con tratamiento antirreflejante y antirrayas.</p>',
    },
  },
};
