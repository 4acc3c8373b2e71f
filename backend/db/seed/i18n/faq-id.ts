import type { FaqText } from './faq-text';

export const faqId: FaqText = {
  categories: {
    prescriptions: {
      title: 'Resep kacamata',
      description: 'Cara membaca resep, mengukur jarak pupil, dan mengirimkan nilai resep Anda kepada kami.',
    },
    lenses: { title: 'Lensa', description: 'Penjelasan jenis lensa, lensa yang lebih tipis, lapisan, dan lensa kacamata hitam.' },
    delivery: { title: 'Pengiriman', description: 'Kapan pesanan Anda tiba, berapa ongkos kirimnya, dan cara melacak paket Anda.' },
    returns: {
      title: 'Pengembalian dan pengembalian dana',
      description: 'Mengembalikan barang, pengembalian dana, dan yang harus dilakukan jika barang tiba rusak.',
    },
    payments: { title: 'Pembayaran', description: 'Cara membayar, dan yang harus dilakukan jika pembayaran gagal.' },
    'gift-cards': { title: 'Kartu hadiah', description: 'Membeli, mengirim, dan menggunakan kartu hadiah.' },
  },
  questions: {
    'read-my-prescription': {
      question: 'Bagaimana cara membaca resep kacamata saya?',
      answer:
        'OD (atau R) adalah mata kanan Anda dan OS (atau L) mata kiri. SPH adalah kekuatan untuk mengoreksi rabun jauh atau rabun dekat, CYL dan AXIS mengoreksi silinder, dan ADD adalah kekuatan tambahan untuk membaca pada lensa progresif.\n\nSaat memilih lensa, ketik nilainya persis seperti yang tertulis, beserta tanda plus atau minusnya.',
    },
    'prescription-validity': {
      question: 'Berapa lama resep saya berlaku?',
      answer:
        'Kami menyarankan resep yang berumur kurang dari dua tahun, atau satu tahun untuk anak-anak dan orang berusia di atas 60 tahun. Jika penglihatan Anda berubah sejak pemeriksaan terakhir, periksakan dulu sebelum memesan.',
    },
    'pupillary-distance': {
      question: 'Apa itu jarak pupil (PD) dan bagaimana cara mengukurnya?',
      answer:
        'PD adalah jarak dalam milimeter antara titik tengah kedua pupil Anda; dengan PD, titik pusat optik setiap lensa tepat berada di depan mata. Biasanya PD tertulis di resep.\n\nJika tidak ada, berdirilah di depan cermin, pegang penggaris di bawah mata, dan ukur dari tengah satu pupil ke tengah pupil lainnya. Sebagian besar orang dewasa memiliki PD antara 54 dan 74 mm.',
    },
    'upload-prescription': {
      question: 'Bisakah saya mengunggah foto resep saya?',
      answer:
        'Bisa. Saat memilih lensa, Anda dapat mengetik nilai resep atau mengunggah foto atau PDF resep Anda. Pelanggan yang masuk ke akun juga dapat menyimpan resepnya di akun untuk pesanan berikutnya.',
    },
    'fix-prescription-after-order': {
      question: 'Resep saya salah. Bisakah saya memperbaikinya setelah memesan?',
      answer:
        'Bisa, selama lensa Anda belum masuk produksi. Hubungi kami secepatnya dengan nomor pesanan Anda: kami akan mengirimkan tautan untuk memperbaiki nilai resep Anda.',
    },
    'single-vision-or-progressive': {
      question: 'Lensa apa yang saya butuhkan: single vision atau progresif?',
      answer:
        'Lensa single vision memiliki satu kekuatan di seluruh permukaan lensa, untuk melihat jauh atau untuk membaca. Lensa progresif menggabungkan area jauh, menengah, dan dekat tanpa garis yang terlihat, bagi yang membutuhkan bantuan untuk keduanya; resep Anda akan mencantumkan nilai ADD.',
    },
    'lens-index': {
      question: 'Apa arti indeks lensa (1,5, 1,6, 1,67, 1,74)?',
      answer:
        'Makin tinggi indeksnya, makin tipis dan ringan lensanya untuk kekuatan yang sama. Hingga sekitar ±2,00, indeks standar 1,5 sudah cukup; mulai ±4,00, indeks 1,67 atau 1,74 memberi perbedaan yang terlihat, terutama pada bingkai penuh.',
    },
    'anti-reflective-coating': {
      question: 'Apakah lapisan antipantul sepadan?',
      answer:
        'Ya, bagi kebanyakan orang. Lapisan ini menghilangkan pantulan yang membuat mata lelah saat menyetir malam hari atau bekerja di depan layar, dan orang lain melihat mata Anda, bukan silau. Lapisan kami juga tahan gores dan anti air.',
    },
    'blue-light-filter': {
      question: 'Apakah saya perlu filter cahaya biru?',
      answer:
        'Mata lelah setelah seharian di depan layar terutama disebabkan oleh fokus jarak dekat berjam-jam, bukan oleh cahaya biru. Beristirahatlah: lihat ke kejauhan selama 20 detik setiap 20 menit. Lapisan antipantul kami juga mengurangi silau dari layar dan lampu.',
    },
    'polarized-sunglasses': {
      question: 'Apa itu kacamata hitam terpolarisasi?',
      answer:
        'Lensa terpolarisasi menghalangi silau dari air, salju, dan jalan, sehingga warna terlihat lebih jelas dan mata Anda lebih santai. Semua kacamata hitam kami menghalangi 100% sinar UVA dan UVB, terpolarisasi atau tidak.',
    },
    'delivery-time': {
      question: 'Berapa lama pengirimannya?',
      answer:
        'Bingkai tanpa lensa, kacamata hitam, lensa kontak, dan aksesori dikirim dalam satu hari kerja. Kacamata dengan lensa resep dibuat di laboratorium kami dan dikirim dalam 5 sampai 7 hari kerja. Pengantaran kemudian memakan waktu 1 sampai 3 hari kerja, atau hari kerja berikutnya dengan pengiriman ekspres.',
    },
    'shipping-cost': {
      question: 'Berapa ongkos kirimnya?',
      answer:
        'Ongkos kirim, dan nilai pesanan yang membuat pengiriman standar gratis, bergantung pada negara Anda. Anda dapat melihatnya di halaman Pengiriman kami dan saat checkout, sebelum membayar.',
    },
    'track-order': {
      question: 'Bagaimana cara melacak pesanan saya?',
      answer:
        'Begitu paket Anda dikirim, kami mengirimkan nomor resinya melalui email. Pelanggan yang masuk ke akun juga dapat memantau setiap pesanan di Riwayat pesanan di akunnya.',
    },
    'international-delivery': {
      question: 'Apakah Anda mengirim ke negara saya?',
      answer:
        'Setiap toko kami mengirim ke daftar negaranya sendiri, yang dapat Anda lihat di daftar negara saat checkout. Jika negara Anda tidak ada, pilih toko wilayah Anda di bagian bawah halaman.',
    },
    'change-address': {
      question: 'Bisakah saya mengubah alamat pengiriman setelah memesan?',
      answer: 'Hubungi kami secepatnya dengan nomor pesanan Anda. Kami dapat mengubah alamat selama paket belum meninggalkan gudang kami.',
    },
    'return-policy': {
      question: 'Bagaimana kebijakan pengembalian Anda?',
      answer:
        'Anda dapat mengembalikan barang apa pun dalam 30 hari setelah diterima dan mendapatkan pengembalian dana penuh, termasuk kacamata dengan lensa resep. Lensa kontak dapat dikembalikan dalam kotak yang belum dibuka.',
    },
    'start-return': {
      question: 'Bagaimana cara mengembalikan barang?',
      answer:
        'Mulai pengembalian dari Riwayat pesanan di akun Anda, atau hubungi kami dengan nomor pesanan Anda. Kami akan mengirimkan label prabayar melalui email; kemas barang dalam wadahnya dan serahkan paket di gerai kurir.',
    },
    'prescription-glasses-returns': {
      question: 'Bisakah saya mengembalikan kacamata dengan lensa resep?',
      answer:
        'Bisa. Jika kacamata baru Anda kurang cocok, kembalikan dalam 30 hari setelah diterima. Jika penglihatan Anda kurang jelas dengan kacamata itu, hubungi kami dulu: sering kali kami membuat ulang lensanya secara gratis.',
    },
    'refund-time': {
      question: 'Kapan saya menerima pengembalian dana?',
      answer:
        'Kami mengembalikan dana dalam 5 hari kerja setelah menerima barang kembalian Anda, melalui metode pembayaran yang Anda gunakan. Tergantung bank Anda, dana masuk ke rekening beberapa hari kemudian.',
    },
    'damaged-item': {
      question: 'Pesanan saya tiba dalam keadaan rusak. Apa yang harus saya lakukan?',
      answer:
        'Mohon maaf! Hubungi kami dalam 14 hari dengan nomor pesanan dan foto kerusakannya, lalu kami akan mengirimkan pengganti atau mengembalikan dana Anda, tanpa biaya.',
    },
    'payment-methods': {
      question: 'Metode pembayaran apa yang Anda terima?',
      answer:
        'Kami menerima kartu kredit dan debit (Visa, Mastercard, American Express), PayPal, dan di beberapa negara, metode pembayaran lokal. Metode yang tersedia di negara Anda ditampilkan saat checkout.',
    },
    'payment-security': {
      question: 'Apakah membayar di situs Anda aman?',
      answer:
        'Ya. Data kartu dikirim dalam bentuk terenkripsi ke penyedia pembayaran kami dan tidak pernah kami simpan. Bank Anda mungkin meminta konfirmasi pembayaran dengan 3-D Secure, di aplikasinya atau dengan kode.',
    },
    'card-declined': {
      question: 'Mengapa kartu saya ditolak?',
      answer:
        'Periksa nomor kartu, tanggal kedaluwarsa, dan kode keamanan, serta pastikan alamat penagihan sama dengan yang tercatat di bank Anda. Jika pembayaran masih ditolak, bank Anda dapat menjelaskan alasannya; Anda juga dapat membayar dengan metode lain.',
    },
    currency: {
      question: 'Dalam mata uang apa saya membayar?',
      answer:
        'Anda membayar dalam mata uang toko tempat Anda berbelanja, yang tertera pada setiap harga. Untuk membayar dengan mata uang lain, pilih toko lain di bagian bawah halaman.',
    },
    'save-card': {
      question: 'Bisakah saya menyimpan kartu untuk lain kali?',
      answer:
        'Bisa. Saat membayar dengan kartu setelah masuk ke akun, Anda dapat menyimpannya untuk pesanan berikutnya. Anda dapat menghapus kartu tersimpan kapan saja di Metode pembayaran tersimpan di akun Anda.',
    },
    'buy-gift-card': {
      question: 'Bagaimana cara membeli kartu hadiah?',
      answer:
        'Pilih kartu hadiah di kategori Kartu hadiah, pilih nominal tetap atau masukkan nominal sendiri, tambahkan nama dan email penerima serta pesan pribadi, lalu lakukan checkout seperti biasa.',
    },
    'gift-card-delivery': {
      question: 'Bagaimana kartu hadiah dikirimkan?',
      answer:
        'Kartu hadiah bersifat digital. Begitu pesanan Anda dibuat, penerima mendapatkan email berisi kode kartu, nominalnya, dan pesan Anda.',
    },
    'use-gift-card': {
      question: 'Bagaimana cara menggunakan kartu hadiah?',
      answer:
        'Masukkan kodenya di keranjang atau saat checkout. Saldonya dipotong dari pesanan Anda; jika pesanan lebih mahal, bayar sisanya dengan metode lain, dan jika lebih murah, sisa saldo tetap ada di kartu.',
    },
    'gift-card-balance': {
      question: 'Bagaimana cara memeriksa saldo kartu hadiah saya?',
      answer:
        'Masuk ke akun dan buka Kartu hadiah untuk memeriksa saldo kode apa pun, atau masukkan kodenya di keranjang untuk melihat berapa yang ditanggungnya.',
    },
    'gift-card-validity': {
      question: 'Berapa lama kartu hadiah berlaku?',
      answer:
        'Kartu hadiah kami berlaku dua tahun sejak tanggal pembelian, untuk bingkai, kacamata hitam, lensa, lensa kontak, dan aksesori.',
    },
  },
};
