import type { FaqText } from './faq-text';

export const faqPl: FaqText = {
  categories: {
    prescriptions: {
      title: 'Recepty',
      description: 'Jak odczytać receptę, zmierzyć rozstaw źrenic i przesłać nam swoje wartości.',
    },
    lenses: { title: 'Soczewki okularowe', description: 'Rodzaje soczewek, cieńsze soczewki, powłoki i soczewki przeciwsłoneczne.' },
    delivery: { title: 'Dostawa', description: 'Kiedy dotrze zamówienie, ile kosztuje wysyłka i jak śledzić paczkę.' },
    returns: { title: 'Zwroty i zwrot pieniędzy', description: 'Zwrot produktu, zwrot pieniędzy i co zrobić, gdy coś dotrze uszkodzone.' },
    payments: { title: 'Płatności', description: 'Jak możesz zapłacić i co zrobić, gdy płatność nie przejdzie.' },
    'gift-cards': { title: 'Karty podarunkowe', description: 'Kupowanie, wysyłanie i wykorzystywanie karty podarunkowej.' },
  },
  questions: {
    'read-my-prescription': {
      question: 'Jak odczytać receptę na okulary?',
      answer:
        'OP (lub OD) to Twoje prawe oko, a OL (lub OS) lewe. SPH to moc korygująca krótkowzroczność lub dalekowzroczność, CYL i OŚ korygują astygmatyzm, a ADD to dodatkowa moc do czytania w soczewkach progresywnych.\n\nWybierając soczewki, wpisz wartości dokładnie tak, jak są zapisane, ze znakiem plus lub minus.',
    },
    'prescription-validity': {
      question: 'Jak stara może być moja recepta?',
      answer:
        'Zalecamy receptę wystawioną nie dawniej niż dwa lata temu, a w przypadku dzieci i osób po 60. roku życia – rok. Jeśli Twój wzrok zmienił się od ostatniego badania, sprawdź go przed złożeniem zamówienia.',
    },
    'pupillary-distance': {
      question: 'Czym jest rozstaw źrenic (PD) i jak go zmierzyć?',
      answer:
        'PD to odległość w milimetrach między środkami źrenic; dzięki niej środek optyczny każdej soczewki znajduje się na wprost oka. Często jest podany na recepcie.\n\nJeśli nie, stań przed lustrem, przyłóż linijkę pod oczami i zmierz odległość od środka jednej źrenicy do środka drugiej. U większości dorosłych wynosi od 54 do 74 mm.',
    },
    'upload-prescription': {
      question: 'Czy mogę przesłać zdjęcie recepty?',
      answer:
        'Tak. Wybierając soczewki, możesz wpisać wartości albo przesłać zdjęcie lub plik PDF recepty. Zalogowani klienci zachowują też recepty na koncie na następny raz.',
    },
    'fix-prescription-after-order': {
      question: 'Pomyliłem się w recepcie. Czy mogę ją poprawić po złożeniu zamówienia?',
      answer:
        'Tak, dopóki soczewki nie trafiły do produkcji. Jak najszybciej skontaktuj się z nami, podając numer zamówienia: wyślemy Ci link do poprawienia wartości.',
    },
    'single-vision-or-progressive': {
      question: 'Jakich soczewek potrzebuję: jednoogniskowych czy progresywnych?',
      answer:
        'Soczewki jednoogniskowe mają jedną moc na całej powierzchni – do patrzenia w dal albo do czytania. Soczewki progresywne płynnie, bez widocznej linii, łączą strefę do dali, strefę pośrednią i strefę do bliży – dla osób, które potrzebują pomocy w obu przypadkach; recepta zawiera wtedy wartość ADD.',
    },
    'lens-index': {
      question: 'Co oznacza współczynnik załamania soczewki (1,5, 1,6, 1,67, 1,74)?',
      answer:
        'Im wyższy współczynnik, tym cieńsza i lżejsza soczewka przy tej samej mocy. Do około ±2,00 wystarczy standardowy współczynnik 1,5; od ±4,00 współczynnik 1,67 lub 1,74 robi widoczną różnicę, zwłaszcza w oprawkach pełnych.',
    },
    'anti-reflective-coating': {
      question: 'Czy warto wybrać powłokę antyrefleksyjną?',
      answer:
        'Tak, dla większości osób. Usuwa odbicia, które męczą oczy podczas jazdy nocą lub pracy przy ekranie, a inni widzą Twoje oczy zamiast odblasków. Nasze powłoki są też odporne na zarysowania i hydrofobowe.',
    },
    'blue-light-filter': {
      question: 'Czy potrzebuję filtra światła niebieskiego?',
      answer:
        'Zmęczenie oczu po dniu przed ekranem wynika głównie z wielogodzinnego skupiania wzroku z bliska, a nie ze światła niebieskiego. Rób przerwy: co 20 minut patrz przez 20 sekund w dal. Nasza powłoka antyrefleksyjna zmniejsza też odblaski od ekranów i lamp.',
    },
    'polarized-sunglasses': {
      question: 'Czym są okulary przeciwsłoneczne z polaryzacją?',
      answer:
        'Soczewki polaryzacyjne blokują odblaski od wody, śniegu i drogi, dzięki czemu kolory są wyraźniejsze, a oczy odpoczywają. Wszystkie nasze okulary przeciwsłoneczne blokują 100% promieni UVA i UVB, z polaryzacją lub bez.',
    },
    'delivery-time': {
      question: 'Jak długo trwa dostawa?',
      answer:
        'Oprawki bez soczewek, okulary przeciwsłoneczne, soczewki kontaktowe i akcesoria wysyłamy w ciągu jednego dnia roboczego. Okulary korekcyjne wykonujemy w naszym laboratorium i wysyłamy w ciągu 5–7 dni roboczych. Dostawa trwa potem 1–3 dni robocze, a z dostawą ekspresową – do następnego dnia roboczego.',
    },
    'shipping-cost': {
      question: 'Ile kosztuje wysyłka?',
      answer:
        'Koszty wysyłki oraz wartość zamówienia, od której standardowa dostawa jest bezpłatna, zależą od kraju. Znajdziesz je na naszej stronie Dostawa oraz w kasie, zanim zapłacisz.',
    },
    'track-order': {
      question: 'Jak mogę śledzić zamówienie?',
      answer:
        'Gdy tylko paczka zostanie nadana, wyślemy Ci e-mailem jej numer przesyłki. Zalogowani klienci mogą też śledzić każde zamówienie w historii zamówień na swoim koncie.',
    },
    'international-delivery': {
      question: 'Czy dostarczacie do mojego kraju?',
      answer:
        'Każdy z naszych sklepów dostarcza do własnej listy krajów, którą widzisz na liście krajów w kasie. Jeśli Twojego kraju nie ma, wybierz sklep swojego regionu na dole strony.',
    },
    'change-address': {
      question: 'Czy mogę zmienić adres dostawy po złożeniu zamówienia?',
      answer:
        'Jak najszybciej skontaktuj się z nami, podając numer zamówienia. Możemy zmienić adres, dopóki paczka nie opuściła naszego magazynu.',
    },
    'return-policy': {
      question: 'Jakie są zasady zwrotów?',
      answer:
        'Każdy produkt możesz zwrócić w ciągu 30 dni od dostawy i otrzymać pełny zwrot pieniędzy, także okulary korekcyjne. Soczewki kontaktowe przyjmujemy w nieotwartych opakowaniach.',
    },
    'start-return': {
      question: 'Jak zwrócić produkt?',
      answer:
        'Rozpocznij zwrot w historii zamówień na swoim koncie lub skontaktuj się z nami, podając numer zamówienia. Wyślemy Ci e-mailem opłaconą etykietę; zapakuj produkt w etui i nadaj paczkę w punkcie przewoźnika.',
    },
    'prescription-glasses-returns': {
      question: 'Czy mogę zwrócić okulary korekcyjne?',
      answer:
        'Tak. Jeśli nowe okulary Ci nie odpowiadają, zwróć je w ciągu 30 dni od dostawy. Jeśli słabo w nich widzisz, najpierw skontaktuj się z nami: często wykonujemy soczewki ponownie bezpłatnie.',
    },
    'refund-time': {
      question: 'Kiedy otrzymam zwrot pieniędzy?',
      answer:
        'Zwracamy pieniądze w ciągu 5 dni roboczych od otrzymania zwrotu, tą samą metodą płatności. W zależności od banku środki pojawią się na koncie kilka dni później.',
    },
    'damaged-item': {
      question: 'Zamówienie dotarło uszkodzone. Co robić?',
      answer:
        'Bardzo nam przykro! Skontaktuj się z nami w ciągu 14 dni, podając numer zamówienia i przesyłając zdjęcie uszkodzenia, a bezpłatnie wyślemy nowy produkt lub zwrócimy pieniądze.',
    },
    'payment-methods': {
      question: 'Jakie metody płatności akceptujecie?',
      answer:
        'Akceptujemy karty kredytowe i debetowe (Visa, Mastercard, American Express), PayPal, a w niektórych krajach także lokalne metody płatności. Metody dostępne w Twoim kraju zobaczysz w kasie.',
    },
    'payment-security': {
      question: 'Czy płatność w waszym sklepie jest bezpieczna?',
      answer:
        'Tak. Dane karty są przesyłane w formie zaszyfrowanej do naszego operatora płatności i nigdy nie są przez nas przechowywane. Bank może poprosić Cię o potwierdzenie płatności w 3-D Secure, w aplikacji lub kodem.',
    },
    'card-declined': {
      question: 'Dlaczego moja karta została odrzucona?',
      answer:
        'Sprawdź numer karty, datę ważności i kod zabezpieczający oraz czy adres rozliczeniowy jest tym, który zna Twój bank. Jeśli płatność nadal jest odrzucana, bank poda Ci przyczynę; możesz też zapłacić inną metodą.',
    },
    currency: {
      question: 'W jakiej walucie zapłacę?',
      answer:
        'Płacisz w walucie sklepu, w którym robisz zakupy, podanej przy każdej cenie. Aby zapłacić w innej walucie, wybierz inny sklep na dole strony.',
    },
    'save-card': {
      question: 'Czy mogę zapisać kartę na następny raz?',
      answer:
        'Tak. Płacąc kartą po zalogowaniu, możesz ją zapisać na kolejne zamówienia. Zapisane karty usuniesz w każdej chwili w sekcji Zapisane metody płatności na swoim koncie.',
    },
    'buy-gift-card': {
      question: 'Jak kupić kartę podarunkową?',
      answer:
        'Wybierz kartę w kategorii Karty podarunkowe, ustaloną lub własną kwotę, dodaj imię i adres e-mail odbiorcy oraz osobistą wiadomość, a następnie złóż zamówienie jak zwykle.',
    },
    'gift-card-delivery': {
      question: 'Jak dostarczana jest karta podarunkowa?',
      answer:
        'Karty podarunkowe są cyfrowe. Zaraz po złożeniu zamówienia odbiorca otrzymuje e-mail z kodem karty, jej kwotą i Twoją wiadomością.',
    },
    'use-gift-card': {
      question: 'Jak wykorzystać kartę podarunkową?',
      answer:
        'Wpisz kod w koszyku lub w kasie. Saldo karty zostanie odjęte od zamówienia; jeśli zamówienie kosztuje więcej, resztę zapłać inną metodą, a jeśli mniej, pozostała kwota zostaje na karcie.',
    },
    'gift-card-balance': {
      question: 'Jak sprawdzić saldo karty podarunkowej?',
      answer:
        'Zaloguj się i otwórz Karty podarunkowe na swoim koncie, aby sprawdzić saldo dowolnego kodu, albo wpisz kod w koszyku, aby zobaczyć, ile pokrywa.',
    },
    'gift-card-validity': {
      question: 'Jak długo ważna jest karta podarunkowa?',
      answer:
        'Nasze karty podarunkowe są ważne dwa lata od daty zakupu – na oprawki, okulary przeciwsłoneczne, soczewki okularowe, soczewki kontaktowe i akcesoria.',
    },
  },
};
