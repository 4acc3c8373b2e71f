/**
 * Product reviews (Magento_Review): the three ratings every store view shows (Quality, Fit, Value,
 * titled in its language, five options each) and a set of approved reviews written in each store
 * view's language, on about one frame or pair of sunglasses in five (deterministic: the same products and
 * texts every seed).
 */
import type { Database } from 'better-sqlite3';
import { STORE_VIEWS, type Lang } from './stores';

const RATINGS = [
  { id: 1, code: 'Quality' },
  { id: 2, code: 'Fit' },
  { id: 3, code: 'Value' },
] as const;

const RATING_TITLES: Record<Lang, [string, string, string]> = {
  en: ['Quality', 'Fit', 'Value'],
  fr: ['Qualité', 'Ajustement', 'Rapport qualité-prix'],
  es: ['Calidad', 'Ajuste', 'Relación calidad-precio'],
  de: ['Qualität', 'Passform', 'Preis-Leistung'],
  nl: ['Kwaliteit', 'Pasvorm', 'Prijs-kwaliteit'],
  pl: ['Jakość', 'Dopasowanie', 'Stosunek jakości do ceny'],
  ar: ['الجودة', 'الملاءمة', 'القيمة'],
  zh: ['品質', '合適度', '性價比'],
  id: ['Kualitas', 'Kecocokan', 'Nilai'],
};

/** [nickname, summary, text, quality, fit, value] per language. */
type ReviewText = [string, string, string, number, number, number];

const REVIEWS: Record<Lang, ReviewText[]> = {
  en: [
    ['Hannah', 'Light and comfortable', 'I wear them all day at work and forget they are on. The hinges feel solid.', 5, 5, 4],
    ['Oliver', 'Good frames, snug at first', 'Well made and they look great. They pinched a little behind the ears for a week.', 4, 3, 4],
    ['Priya', 'Worth every penny', 'Sharp lenses, quick delivery and a sturdy case. I have already recommended them.', 5, 4, 5],
  ],
  fr: [
    ['Camille', 'Légères et confortables', 'Je les porte toute la journée au bureau sans y penser. Les charnières sont solides.', 5, 5, 4],
    [
      'Julien',
      'Belle monture, un peu serrée',
      'Très bien finie et élégante. Elle serrait un peu derrière les oreilles la première semaine.',
      4,
      3,
      4,
    ],
    ['Léa', 'Excellent rapport qualité-prix', 'Verres nets, livraison rapide et étui robuste. Je les recommande déjà.', 5, 4, 5],
  ],
  es: [
    ['Lucía', 'Ligeras y cómodas', 'Las llevo todo el día en el trabajo y ni las noto. Las bisagras son firmes.', 5, 5, 4],
    [
      'Mateo',
      'Buena montura, algo ajustada',
      'Bien acabada y muy bonita. Apretaba un poco detrás de las orejas la primera semana.',
      4,
      3,
      4,
    ],
    ['Carmen', 'Merecen la pena', 'Cristales nítidos, envío rápido y un estuche resistente. Ya las he recomendado.', 5, 4, 5],
  ],
  de: [
    ['Lena', 'Leicht und bequem', 'Ich trage sie den ganzen Arbeitstag und vergesse sie. Die Scharniere wirken solide.', 5, 5, 4],
    [
      'Jonas',
      'Gute Fassung, anfangs eng',
      'Sauber verarbeitet und schön. Hinter den Ohren drückte sie in der ersten Woche etwas.',
      4,
      3,
      4,
    ],
    ['Mia', 'Jeden Cent wert', 'Klare Gläser, schnelle Lieferung und ein stabiles Etui. Schon weiterempfohlen.', 5, 4, 5],
  ],
  nl: [
    ['Sanne', 'Licht en comfortabel', 'Ik draag ze de hele werkdag en vergeet dat ik ze op heb. De scharnieren voelen stevig.', 5, 5, 4],
    ['Daan', 'Mooi montuur, eerst wat krap', 'Goed afgewerkt en mooi. De eerste week knelde het wat achter de oren.', 4, 3, 4],
    ['Emma', 'Elke euro waard', 'Scherpe glazen, snelle levering en een stevig etui. Al aanbevolen aan vrienden.', 5, 4, 5],
  ],
  pl: [
    ['Zofia', 'Lekkie i wygodne', 'Noszę je cały dzień w pracy i zapominam, że je mam. Zawiasy są solidne.', 5, 5, 4],
    ['Jakub', 'Dobre oprawki, na początku ciasne', 'Starannie wykonane i ładne. Przez pierwszy tydzień lekko uciskały za uszami.', 4, 3, 4],
    ['Maja', 'Warte swojej ceny', 'Ostre szkła, szybka dostawa i solidne etui. Już je poleciłam.', 5, 4, 5],
  ],
  ar: [
    ['ليلى', 'خفيفة ومريحة', 'أرتديها طوال يوم العمل وأنسى أنها على وجهي. المفصلات متينة.', 5, 5, 4],
    ['عمر', 'إطار جيد لكنه ضيق قليلاً', 'صناعة متقنة وشكل جميل. ضغط قليلاً خلف الأذنين في الأسبوع الأول.', 4, 3, 4],
    ['نور', 'تستحق ثمنها', 'عدسات واضحة وتوصيل سريع وحافظة قوية. نصحت بها أصدقائي.', 5, 4, 5],
  ],
  zh: [
    ['嘉欣', '輕巧舒適', '上班整天配戴也不覺得有負擔，鉸鏈很穩固。', 5, 5, 4],
    ['志明', '鏡框不錯，起初略緊', '做工精細，外型好看。第一週耳後有點緊。', 4, 3, 4],
    ['詠琪', '物有所值', '鏡片清晰，送貨快，眼鏡盒也很堅固。已推薦給朋友。', 5, 4, 5],
  ],
  id: [
    ['Putri', 'Ringan dan nyaman', 'Saya memakainya seharian di kantor dan lupa sedang memakainya. Engselnya kokoh.', 5, 5, 4],
    [
      'Budi',
      'Bingkai bagus, awalnya agak sempit',
      'Buatannya rapi dan tampak bagus. Minggu pertama agak menekan di belakang telinga.',
      4,
      3,
      4,
    ],
    ['Sari', 'Sepadan dengan harganya', 'Lensa tajam, pengiriman cepat, dan kotaknya kuat. Sudah saya rekomendasikan.', 5, 4, 5],
  ],
};

/** Option id of `value` (1..5) of a rating: five consecutive ids per rating. */
export const ratingOptionId = (ratingId: number, value: number) => (ratingId - 1) * 5 + value;

export function seedReviews(db: Database): void {
  const insertRating = db.prepare('INSERT INTO rating (rating_id, rating_code, position) VALUES (?, ?, ?)');
  const insertTitle = db.prepare('INSERT INTO rating_store (rating_id, store_id, title) VALUES (?, ?, ?)');
  const insertOption = db.prepare('INSERT INTO rating_option (option_id, rating_id, code, value, position) VALUES (?, ?, ?, ?, ?)');
  const insertReview = db.prepare(
    `INSERT INTO review (product_id, store_id, status_id, nickname, title, detail, created_at) VALUES (?, ?, 1, ?, ?, ?, ?)`,
  );
  const insertVote = db.prepare('INSERT INTO rating_option_vote (review_id, rating_id, option_id, value) VALUES (?, ?, ?, ?)');
  const products = db
    .prepare(`SELECT entity_id FROM catalog_product WHERE visibility > 1 AND type_id = 'configurable' ORDER BY entity_id`)
    .pluck()
    .all() as number[];
  const reviewed = products.filter((_, i) => i % 5 === 1);
  db.transaction(() => {
    RATINGS.forEach((rating, i) => {
      insertRating.run(rating.id, rating.code, i + 1);
      for (let value = 1; value <= 5; value++) insertOption.run(ratingOptionId(rating.id, value), rating.id, String(value), value, value);
      for (const store of STORE_VIEWS) insertTitle.run(rating.id, store.store_id, RATING_TITLES[store.language][i]);
    });
    for (const store of STORE_VIEWS) {
      const texts = REVIEWS[store.language];
      reviewed.forEach((productId, p) => {
        // One to three reviews per reviewed product, fewer on every other one.
        const count = 1 + ((p + store.store_id) % 3);
        for (let n = 0; n < count; n++) {
          const [nickname, summary, text, ...votes] = texts[(p + n) % texts.length];
          const day = String(1 + ((p * 7 + n * 3 + store.store_id) % 28)).padStart(2, '0');
          const month = String(1 + ((p + n) % 9)).padStart(2, '0');
          const { lastInsertRowid } = insertReview.run(productId, store.store_id, nickname, summary, text, `2026-${month}-${day} 10:00:00`);
          RATINGS.forEach((rating, r) => insertVote.run(lastInsertRowid, rating.id, ratingOptionId(rating.id, votes[r]), votes[r]));
        }
      });
    }
  })();
}
