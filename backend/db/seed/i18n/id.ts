import { ACCESSORY_FAMILY, SHOP_NAME, type AccessoryFamily, type MaterialKey, type ShapeKey } from '../vocabulary';
import { euros, inText, joinList, sizeList, ul } from './format';
import type { LanguagePack } from './types';

const SHAPE: Record<ShapeKey, string> = {
  round: 'Bulat',
  square: 'Kotak',
  rectangle: 'Persegi Panjang',
  'cat-eye': 'Cat-Eye',
  aviator: 'Aviator',
  oval: 'Oval',
  browline: 'Browline',
  geometric: 'Geometris',
};
const MATERIAL: Record<MaterialKey, string> = {
  acetate: 'Asetat',
  metal: 'Logam',
  titanium: 'Titanium',
  'bio-acetate': 'Bio-Asetat',
  combination: 'Asetat & Logam',
};
const MATERIAL_TEXT: Record<MaterialKey, string> = {
  acetate: 'asetat yang dipoles tangan',
  metal: 'baja tahan karat',
  titanium: 'titanium murni',
  'bio-acetate': 'bio-asetat berbahan nabati',
  combination: 'asetat dan logam',
};
const MATERIAL_BLURB: Record<MaterialKey, string> = {
  acetate:
    'Dipotong dari lembaran selulosa asetat dan dipoles dengan tangan, bingkai ini memiliki kedalaman warna yang tidak tertandingi plastik cetak.',
  metal: 'Rim yang ramping dan bantalan hidung yang dapat disetel membuatnya ringan dan mudah disesuaikan.',
  titanium: 'Titanium hampir tanpa bobot, tidak berkarat, dan hipoalergenik: ideal untuk kulit sensitif.',
  'bio-acetate': 'Bio-asetat mempertahankan kehangatan dan kekayaan warna asetat klasik dengan dampak lingkungan yang lebih kecil.',
  combination: 'Bagian depan asetat berpadu dengan gagang logam yang ramping untuk keseimbangan antara karakter dan keringanan.',
};
const MATERIAL_FEATURE: Record<MaterialKey, (w: number) => string> = {
  acetate: (w) => `Asetat yang dipoles tangan dengan engsel lima barel, ${w} g`,
  metal: (w) => `Baja tahan karat dengan bantalan hidung yang dapat disetel, ${w} g`,
  titanium: (w) => `Titanium murni hipoalergenik, hanya ${w} g`,
  'bio-acetate': (w) => `Bio-asetat berbahan nabati, ${w} g`,
  combination: (w) => `Bagian depan asetat, gagang logam, ${w} g`,
};
const GENDER_TEXT = {
  women: 'dirancang untuk wanita',
  men: 'dirancang untuk pria',
  unisex: 'cocok untuk semua bentuk wajah',
  kids: 'berukuran anak',
} as const;
const FAMILY: Record<AccessoryFamily, { blurb: string; features: [string, string]; short: string }> = {
  case: {
    blurb:
      'Cangkang yang kokoh dan lapisan dalam lembut yang tidak berbulu melindungi bingkai dan lensa dari benturan dan goresan, di dalam tas maupun saku.',
    features: ['Muat untuk sebagian besar bingkai hingga lebar 150 mm', 'Lapisan dalam yang tidak menggores lensa'],
    short: 'Kotak pelindung untuk kacamata optik dan kacamata hitam.',
  },
  cloth: {
    blurb: 'Mikrofiber ultrahalus mengangkat sidik jari, debu, dan noda dari lensa dan layar tanpa bahan kimia dan tanpa menggores.',
    features: ['18 × 18 cm, dapat dicuci mesin pada 40 °C', 'Aman untuk semua lapisan lensa'],
    short: 'Kain mikrofiber untuk lensa dan layar.',
  },
  spray: {
    blurb:
      'Formula bebas alkohol yang aman untuk semua lapisan lensa, termasuk antirefleksi dan filter cahaya biru. Semprot, lap dengan kain mikrofiber, selesai.',
    features: ['Bebas alkohol dan amonia', 'Botol dapat didaur ulang'],
    short: 'Pembersih bebas alkohol untuk semua lensa.',
  },
  chain: {
    blurb:
      'Kalungkan kacamata Anda agar selalu dalam jangkauan: ujung silikonnya dipasang pada gagang sebagian besar bingkai dan menahannya dengan kuat.',
    features: ['Ujung silikon yang dapat disetel', 'Panjang sekitar 70 cm'],
    short: 'Kacamata Anda selalu dalam jangkauan.',
  },
  kit: {
    blurb:
      'Semua yang dibutuhkan agar kacamata tetap bersih dan pas, di rumah maupun saat bepergian, dalam satu pouch ritsleting yang ringkas.',
    features: ['Pouch ritsleting yang ringkas', 'Ideal untuk bepergian'],
    short: 'Perlengkapan perawatan kacamata dalam satu pouch.',
  },
};

export const id: LanguagePack = {
  lang: 'id',
  attributeLabels: {
    brand: 'Merek',
    frame_shape: 'Bentuk Bingkai',
    frame_material: 'Bahan Bingkai',
    color: 'Warna',
    gender: 'Gender',
    frame_size: 'Ukuran Bingkai',
    lens_width: 'Lebar Lensa',
    bridge_width: 'Lebar Jembatan Hidung',
    temple_length: 'Panjang Gagang',
    polarized: 'Terpolarisasi',
  },
  colors: {
    black: 'Hitam',
    tortoise: 'Kulit Penyu',
    crystal: 'Bening',
    honey: 'Madu',
    navy: 'Biru Dongker',
    burgundy: 'Merah Marun',
    olive: 'Hijau Zaitun',
    rose: 'Merah Muda',
    grey: 'Abu-abu',
    gold: 'Emas',
    silver: 'Perak',
    blue: 'Biru',
    brown: 'Cokelat',
    white: 'Putih',
    green: 'Hijau',
  },
  shapes: { ...SHAPE },
  materials: { ...MATERIAL },
  genders: { women: 'Wanita', men: 'Pria', unisex: 'Unisex', kids: 'Anak' },
  tints: {
    grey: 'berwarna abu-abu',
    brown: 'berwarna cokelat',
    green: 'berwarna hijau',
    'blue-mirror': 'berlapis cermin biru',
    'gold-mirror': 'berlapis cermin emas',
    'rose-gradient': 'bergradasi merah muda',
  },

  categories: {
    eyeglasses: {
      name: 'Kacamata Optik',
      title: 'Kacamata optik',
      description:
        'Kacamata optik dari asetat, logam, dan titanium, dengan lensa yang dibuat sesuai resep Anda. Penyetelan gratis dan garansi dua tahun untuk setiap bingkai.',
    },
    sunglasses: {
      name: 'Kacamata Hitam',
      title: 'Kacamata hitam',
      description: 'Kacamata hitam dengan perlindungan UV 100%, dengan atau tanpa lensa terpolarisasi, juga tersedia dengan resep.',
    },
    'contact-lenses': {
      name: 'Lensa Kontak',
      title: 'Lensa kontak',
      description: 'Lensa kontak harian dan bulanan untuk rabun jauh, rabun dekat, silinder, dan presbiopia, dikirim ke rumah Anda.',
    },
    'contact-lenses-daily': {
      name: 'Harian',
      title: 'Lensa kontak harian',
      description: 'Lensa sekali pakai: sepasang lensa baru yang higienis setiap pagi, tanpa perawatan dan tanpa tempat lensa.',
    },
    'contact-lenses-monthly': {
      name: 'Bulanan',
      title: 'Lensa kontak bulanan',
      description: 'Lensa yang dipakai setiap hari hingga 30 hari: pilihan hemat untuk pemakaian sehari-hari.',
    },
    accessories: {
      name: 'Aksesori',
      title: 'Aksesori kacamata',
      description: 'Kotak kacamata, kain lap, semprotan pembersih, dan rantai untuk merawat kacamata Anda.',
    },
    'gift-cards': {
      name: 'Kartu Hadiah',
      title: 'Kartu hadiah',
      description: 'Kartu hadiah digital untuk bingkai, kacamata hitam, dan lensa kontak, dikirim melalui email.',
    },
    'frame-shapes': {
      name: 'Bentuk Bingkai',
      title: 'Belanja berdasarkan bentuk bingkai',
      description: 'Temukan kacamata optik dan kacamata hitam berdasarkan bentuk: bulat, kotak, cat-eye, aviator, dan lainnya.',
    },
    'new-arrivals': { name: 'Produk Baru', title: 'Produk baru', description: 'Bingkai dan kacamata hitam terbaru yang baru tiba.' },
    sale: {
      name: 'Diskon',
      title: 'Diskon',
      description: 'Pilihan bingkai, kacamata hitam, dan aksesori dengan harga spesial, selama persediaan masih ada.',
    },
    outlet: { name: 'Outlet', title: 'Outlet', description: 'Stok terakhir dan model yang tidak diproduksi lagi.' },
  },
  genderCategory(kind, gender) {
    const noun = kind === 'eyeglasses' ? 'Kacamata optik' : 'Kacamata hitam';
    const name = { women: 'Wanita', men: 'Pria', kids: 'Anak' }[gender];
    const title = `${noun} ${name.toLowerCase()}`;
    const description =
      gender === 'kids'
        ? `${noun} yang ringan dan kuat dalam ukuran anak, dengan engsel fleksibel ${kind === 'eyeglasses' ? 'dan lensa sesuai resep' : 'dan perlindungan UV 100%'}.`
        : `${title} dalam berbagai bentuk, bahan, dan warna, ${kind === 'eyeglasses' ? 'dengan lensa sesuai resep Anda' : 'dengan perlindungan UV 100%'}.`;
    return { name, title, description };
  },
  shapeCategory(shape) {
    const texts: Record<ShapeKey, string> = {
      round: 'Bingkai bulat melembutkan garis wajah yang tegas dan memberi sentuhan vintage.',
      square: 'Bingkai kotak memberi struktur pada wajah bulat dan oval.',
      rectangle: 'Klasik dan bersahaja, bingkai persegi panjang cocok untuk sebagian besar bentuk wajah.',
      'cat-eye': 'Bingkai cat-eye terangkat di sudut luar untuk mempertegas tatapan.',
      aviator: 'Lensa berbentuk tetesan air dan jembatan ganda: kacamata aviator awalnya dibuat untuk pilot.',
      oval: 'Seimbang dan sederhana, bingkai oval mudah dipakai setiap hari.',
      browline: 'Bingkai browline menonjolkan mata dengan bagian atas yang tegas dan bagian bawah yang ringan.',
      geometric: 'Bingkai heksagonal dan oktagonal untuk tampilan percaya diri yang arsitektural.',
    };
    return { name: SHAPE[shape], title: `Bingkai ${SHAPE[shape].toLowerCase()}`, description: texts[shape] };
  },
  frameShapesOldUrlKey: 'belanja-berdasarkan-bentuk',

  frameName(kind, shape, material) {
    const noun = kind === 'eyeglasses' ? 'Kacamata Optik' : 'Kacamata Hitam';
    return `${noun} ${SHAPE[shape]}${material ? ` ${MATERIAL[material]}` : ''}`;
  },
  productName: (brand, model, frameName) => `${brand} ${model} ${frameName}`,
  frameDescription(c) {
    const colors = joinList(
      'id',
      c.colors.map((k) => inText('id', id.colors[k])),
    );
    const frame = c.kind === 'sunglasses' ? 'bingkai kacamata hitam' : 'bingkai';
    const p1 = `${c.brand} ${c.model} adalah ${frame} berbentuk ${SHAPE[c.shape].toLowerCase()} dari ${MATERIAL_TEXT[c.material]}, ${GENDER_TEXT[c.gender]}. ${MATERIAL_BLURB[c.material]}`;
    const p2 =
      c.kind === 'eyeglasses'
        ? 'Pesan dengan lensa single vision, progresif, atau baca sesuai resep Anda, atau dengan lensa tanpa resep. Lensa yang lebih tipis, filter cahaya biru, dan lapisan antirefleksi tersedia sebagai opsi.'
        : `Lensanya yang ${id.tints[c.tint ?? 'grey']} menahan 100% sinar UVA dan UVB${c.polarized ? ' serta terpolarisasi untuk mengurangi silau dari air, salju, dan jalan basah' : ''}. Bingkai ini juga dapat dipasangi lensa gelap sesuai resep.`;
    const kindFeature =
      c.kind === 'eyeglasses'
        ? 'Siap untuk lensa resep: single vision, progresif, atau baca'
        : c.polarized
          ? 'Lensa terpolarisasi kategori 3, UV400'
          : 'Lensa kategori 3, UV400';
    return `<p>${p1}</p><p>${p2}</p>${ul([
      MATERIAL_FEATURE[c.material](c.weight),
      `Ukuran (lensa-jembatan-gagang, mm): ${sizeList(c.sizes)}`,
      kindFeature,
      `Warna: ${colors}`,
    ])}`;
  },
  frameShortDescription(c) {
    return `<p>${id.frameName(c.kind, c.shape, c.material)} dari ${c.brand}, tersedia dalam ${c.colors.length} warna dan ${c.sizes.length} ukuran.</p>`;
  },

  contactName: (line, pack) => `${line} isi ${pack}`,
  contactDescription(c) {
    const modality =
      c.modality === 'daily'
        ? `Lensa kontak harian ${c.line} dipakai selama satu hari lalu dibuang: tanpa perawatan, tanpa tempat lensa, sepasang lensa baru setiap pagi.`
        : `Lensa kontak bulanan ${c.line} dipakai setiap hari hingga 30 hari, lalu dibersihkan dan disimpan setiap malam dalam cairan serbaguna.`;
    const design = {
      spherical: 'Lensa ini mengoreksi rabun jauh dan rabun dekat.',
      toric: 'Desain toriknya tetap stabil di mata untuk mengoreksi silinder (astigmatisme).',
      multifocal: 'Desain multifokalnya memberi penglihatan jelas untuk jarak dekat, jauh, dan menengah bagi penderita presbiopia.',
    }[c.design];
    const duration = c.modality === 'daily' ? `${c.pack} hari untuk satu mata` : `${c.pack} bulan untuk satu mata`;
    return `<p>${modality} ${design}</p><p>Terbuat dari silikon hidrogel, lensa ini mengalirkan banyak oksigen agar mata tetap putih dan nyaman sepanjang hari. Pesan sesuai nilai pada resep lensa kontak Anda saat ini.</p>${ul(
      [`Isi ${c.pack} lensa (${duration})`, `Kadar air ${c.water}%`, 'Silikon hidrogel dengan filter UV'],
    )}`;
  },
  contactShortDescription(c) {
    const design = { spherical: '', toric: ' torik', multifocal: ' multifokal' }[c.design];
    return `<p>Lensa kontak ${c.modality === 'daily' ? 'harian' : 'bulanan'}${design}, ${c.pack} lensa per kotak.</p>`;
  },

  accessoryTypes: {
    'hard-case': 'Kotak Kacamata Keras',
    'folding-case': 'Kotak Kacamata Lipat',
    pouch: 'Pouch Kulit Vegan',
    cloth: 'Kain Lap Mikrofiber',
    'cloth-3-pack': 'Kain Lap Mikrofiber isi 3',
    'spray-30': 'Semprotan Pembersih Lensa 30 ml',
    'spray-100': 'Semprotan Pembersih Lensa 100 ml',
    'anti-fog': 'Semprotan Anti-Embun 30 ml',
    chain: 'Rantai Kacamata',
    cord: 'Tali Kacamata Manik-manik',
    strap: 'Tali Kacamata Olahraga',
    'cleaning-kit': 'Set Pembersih Lensa',
    'repair-kit': 'Set Reparasi Kacamata',
    'travel-kit': 'Set Perawatan Perjalanan',
  },
  accessoryName: (brand, type, color) => `${id.accessoryTypes[type]} ${brand}${color ? ` – ${id.colors[color]}` : ''}`,
  accessoryDescription(c) {
    const f = FAMILY[ACCESSORY_FAMILY[c.type]];
    const items = [...f.features];
    if (c.color) items.push(`Warna: ${id.colors[c.color]}`);
    return `<p>${f.blurb}</p>${ul(items)}`;
  },
  accessoryShortDescription: (c) => `<p>${FAMILY[ACCESSORY_FAMILY[c.type]].short}</p>`,

  giftCardName: (amount) => (amount ? `Kartu Hadiah ${euros('id', amount)}` : 'Kartu Hadiah – Nominal Bebas'),
  giftCardDescription(amount) {
    return `<p>Hadiahkan kacamata yang indah: kartu hadiah ${SHOP_NAME} dapat digunakan untuk bingkai, kacamata hitam, lensa resep, lensa kontak, dan aksesori.</p><p>Kartu dikirim melalui email bersama pesan pribadi Anda dan berlaku dua tahun sejak tanggal pembelian.</p>${ul(
      [
        amount ? `Nilai: ${euros('id', amount)}` : `Pilih nominal berapa pun dari ${euros('id', 10)} hingga ${euros('id', 500)}`,
        'Dikirim melalui email dalam hitungan menit',
        'Dapat digunakan untuk beberapa pesanan hingga saldo habis',
      ],
    )}`;
  },
  giftCardShortDescription: (amount) =>
    `<p>Kartu hadiah digital ${amount ? `senilai ${euros('id', amount)}` : 'dengan nominal pilihan Anda'}, dikirim melalui email.</p>`,

  lensOptions: { usage: 'Kegunaan', lens_type: 'Jenis lensa', lens_index: 'Indeks lensa', coatings: 'Lapisan', prescription: 'Resep' },
  lensValues: {
    'single-vision': 'Single vision',
    progressive: 'Progresif',
    reading: 'Baca',
    'non-prescription': 'Tanpa resep',
    clear: 'Bening',
    'blue-light': 'Filter cahaya biru',
    photochromic: 'Fotokromik',
    'sun-tint': 'Warna gelap',
    'standard-tint': 'Warna standar',
    polarised: 'Terpolarisasi',
    gradient: 'Gradasi',
    mirrored: 'Cermin',
    'index-150': '1,50 Standar',
    'index-160': '1,60 Tipis',
    'index-167': '1,67 Ekstra tipis',
    'index-174': '1,74 Ultra tipis',
    'anti-reflective': 'Antirefleksi',
    'scratch-resistant': 'Antigores',
    'water-repellent': 'Hidrofobik',
    'uv-protection': 'Perlindungan UV',
  },

  cmsPages: {
    home: {
      title: 'Beranda',
      heading: '',
      content:
        '<h1>Kacamata untuk melihat dan dilihat</h1>' +
        '<p>Bingkai desainer, kacamata hitam, dan lensa kontak, dengan lensa resep yang dibuat di laboratorium kami sendiri, gratis ongkos kirim, dan gratis pengembalian dalam 30 hari.</p>' +
        '<h2>Temukan bingkai yang cocok untuk Anda</h2>' +
        '<p>Jelajahi kacamata optik dan kacamata hitam berdasarkan bentuk, bahan, dan warna, bandingkan ukuran dengan angka di bagian dalam bingkai Anda saat ini, lalu tambahkan lensa single vision, progresif, atau baca hanya dengan beberapa klik.</p>',
      metaTitle: `${SHOP_NAME} – Kacamata optik, kacamata hitam, dan lensa kontak`,
      metaDescription:
        'Kacamata optik, kacamata hitam, dan lensa kontak dengan lensa dari laboratorium kami sendiri. Gratis ongkos kirim dan pengembalian.',
      metaKeywords: 'kacamata optik, kacamata hitam, lensa kontak, optik',
    },
    'about-us': {
      title: 'Tentang kami',
      heading: 'Tentang kami',
      content:
        `<p>${SHOP_NAME} adalah optik online independen yang didirikan oleh optisien dan pembuat bingkai. Kami merancang bingkai bersama bengkel-bengkel kecil, memasangnya dengan lensa yang dipotong di laboratorium kami sendiri, dan memeriksa setiap kacamata dengan tangan sebelum dikirim.</p>` +
        '<h2>Janji kami</h2>' +
        '<ul><li>Harga jujur, lensa sudah termasuk dalam harga yang Anda lihat</li><li>Optisien bersertifikat menjawab pertanyaan Anda melalui email dan chat</li><li>Penyetelan gratis dan garansi dua tahun untuk setiap bingkai</li></ul>' +
        '<p>Dari kacamata baca pertama hingga lensa progresif, kami ingin membeli kacamata secara online terasa semudah dan seaman datang ke optik langganan Anda.</p>',
      metaTitle: `Tentang kami | ${SHOP_NAME}`,
      metaDescription: `${SHOP_NAME} adalah optik online independen: bingkai dari bengkel kecil dan lensa dari laboratorium kami sendiri.`,
      metaKeywords: 'tentang kami, optik, laboratorium lensa',
    },
    'shipping-and-returns': {
      title: 'Pengiriman dan pengembalian',
      heading: 'Pengiriman dan pengembalian',
      content:
        '<h2>Pengiriman</h2>' +
        '<p>Bingkai tanpa lensa, kacamata hitam, lensa kontak, dan aksesori dikirim dalam satu hari kerja. Kacamata dengan lensa resep dibuat di laboratorium kami dan dikirim dalam 5 hingga 7 hari kerja.</p>' +
        '<ul><li>Gratis ongkos kirim standar untuk setiap pesanan</li><li>Pengiriman ekspres tersedia saat checkout</li><li>Nomor resi dikirim melalui email begitu paket Anda berangkat</li></ul>' +
        '<h2>Pengembalian</h2>' +
        '<p>Anda dapat mengembalikan produk apa pun dalam 30 hari setelah diterima dan mendapatkan pengembalian dana penuh, termasuk kacamata dengan lensa resep. Lensa kontak dapat dikembalikan dalam kotak yang belum dibuka.</p>' +
        '<p>Mulai pengembalian dari akun Anda atau hubungi layanan pelanggan kami, dan kami akan mengirimkan label prabayar.</p>',
      metaTitle: `Pengiriman dan pengembalian | ${SHOP_NAME}`,
      metaDescription: 'Gratis ongkos kirim standar dan gratis pengembalian dalam 30 hari, termasuk kacamata resep.',
      metaKeywords: 'pengiriman, ongkos kirim, pengembalian, refund',
    },
    'privacy-policy': {
      title: 'Kebijakan privasi',
      heading: 'Kebijakan privasi',
      content:
        `<p>Kebijakan ini menjelaskan data pribadi apa yang dikumpulkan ${SHOP_NAME}, untuk apa, dan apa saja hak Anda. Kami hanya mengumpulkan data yang diperlukan untuk memproses pesanan dan meningkatkan layanan kami.</p>` +
        '<h2>Data yang kami kumpulkan</h2>' +
        '<ul><li>Nama, alamat, email, dan nomor telepon Anda, untuk mengirim pesanan</li><li>Resep Anda, untuk membuat lensa; ini adalah data kesehatan yang hanya digunakan untuk tujuan tersebut</li><li>Riwayat pesanan dan preferensi Anda, jika Anda memiliki akun</li></ul>' +
        '<h2>Berapa lama kami menyimpannya</h2>' +
        '<p>Data pesanan disimpan selama diwajibkan oleh hukum. Resep disimpan selama akun Anda aktif, dan Anda dapat menghapusnya kapan saja.</p>' +
        '<h2>Hak Anda</h2>' +
        '<p>Anda dapat meminta akses, koreksi, pemindahan, atau penghapusan data Anda, dan berhenti menerima email pemasaran kapan saja, dengan menghubungi layanan pelanggan kami.</p>',
      metaTitle: `Kebijakan privasi | ${SHOP_NAME}`,
      metaDescription: `Bagaimana ${SHOP_NAME} mengumpulkan, menggunakan, dan melindungi data pribadi serta resep Anda.`,
      metaKeywords: 'privasi, data pribadi',
    },
    'no-route': {
      title: '404 Halaman tidak ditemukan',
      heading: 'Halaman ini tidak dapat ditemukan',
      content:
        '<p>Halaman yang Anda minta tidak ada atau sudah tidak tersedia.</p>' +
        '<ul><li>Periksa apakah alamat sudah diketik dengan benar.</li><li>Gunakan menu atau pencarian untuk menemukan produk.</li><li>Kembali ke halaman sebelumnya.</li></ul>',
      metaTitle: 'Halaman tidak ditemukan',
      metaDescription: 'Halaman yang diminta tidak ditemukan.',
      metaKeywords: '',
    },
  },
  cmsBlocks: {
    'home-hero': {
      title: 'Banner beranda',
      content:
        '<h2>Bingkai musim ini</h2><p>Bentuk-bentuk baru dari asetat yang dipoles tangan dan titanium seringan bulu, siap untuk lensa resep Anda.</p>',
    },
    'usp-bar': {
      title: 'Alasan belanja di sini',
      content:
        '<ul><li>Gratis ongkos kirim standar</li><li>Gratis pengembalian dalam 30 hari</li><li>Garansi dua tahun untuk setiap bingkai</li></ul>',
    },
    'footer-about': {
      title: 'Tentang toko',
      content: `<p>${SHOP_NAME} adalah optik online independen. Bingkai kami dirancang bersama bengkel-bengkel kecil dan dipasang dengan lensa dari laboratorium kami sendiri.</p>`,
    },
    'category-banner-eyeglasses': {
      title: 'Banner kacamata optik',
      content:
        '<h2>Kacamata lengkap, sudah termasuk lensa</h2><p>Setiap bingkai dilengkapi lensa single vision sesuai resep Anda, dengan lapisan antirefleksi dan antigores.</p>',
    },
  },
};
