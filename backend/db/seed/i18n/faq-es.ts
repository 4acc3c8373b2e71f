import type { FaqText } from './faq-text';

export const faqEs: FaqText = {
  categories: {
    prescriptions: {
      title: 'Recetas',
      description: 'Cómo leer tu receta, medir tu distancia pupilar y enviarnos tus valores.',
    },
    lenses: { title: 'Lentes', description: 'Tipos de lentes, lentes más finas, tratamientos y lentes de sol explicados.' },
    delivery: { title: 'Envíos', description: 'Cuándo llega tu pedido, cuánto cuesta el envío y cómo seguir tu paquete.' },
    returns: { title: 'Devoluciones y reembolsos', description: 'Devolver un artículo, los reembolsos y qué hacer si algo llega dañado.' },
    payments: { title: 'Pagos', description: 'Cómo puedes pagar y qué hacer si un pago no se completa.' },
    'gift-cards': { title: 'Tarjetas regalo', description: 'Comprar, enviar y usar una tarjeta regalo.' },
  },
  questions: {
    'read-my-prescription': {
      question: '¿Cómo leo mi receta de gafas?',
      answer:
        'OD es tu ojo derecho y OI (u OS) tu ojo izquierdo. ESF es la graduación que corrige la miopía o la hipermetropía, CIL y EJE corrigen el astigmatismo, y ADD es la potencia adicional para leer con lentes progresivas.\n\nEscribe los valores tal como aparecen, con su signo más o menos, cuando elijas tus lentes.',
    },
    'prescription-validity': {
      question: '¿Qué antigüedad puede tener mi receta?',
      answer:
        'Te recomendamos una receta de menos de dos años, o de un año para niños y mayores de 60. Si tu vista ha cambiado desde tu última revisión, revísala antes de hacer el pedido.',
    },
    'pupillary-distance': {
      question: '¿Qué es la distancia pupilar (DP) y cómo la mido?',
      answer:
        'La DP es la distancia en milímetros entre el centro de tus pupilas; sirve para colocar el centro óptico de cada lente delante de tu ojo. Suele aparecer en la receta.\n\nSi no, ponte delante de un espejo, sujeta una regla bajo los ojos y mide del centro de una pupila al centro de la otra. La mayoría de los adultos miden entre 54 y 74 mm.',
    },
    'upload-prescription': {
      question: '¿Puedo subir una foto de mi receta?',
      answer:
        'Sí. Al elegir tus lentes puedes escribir tus valores o subir una foto o un PDF de tu receta. Los clientes con sesión iniciada también guardan sus recetas en su cuenta para la próxima vez.',
    },
    'fix-prescription-after-order': {
      question: 'Me equivoqué en mi receta. ¿Puedo corregirla después de hacer el pedido?',
      answer:
        'Sí, siempre que tus lentes no hayan entrado en producción. Escríbenos cuanto antes con tu número de pedido: te enviaremos un enlace para corregir tus valores.',
    },
    'single-vision-or-progressive': {
      question: '¿Qué lentes necesito: monofocales o progresivas?',
      answer:
        'Las lentes monofocales tienen una sola graduación en toda la lente, para ver de lejos o para leer. Las progresivas pasan sin línea visible de la visión de lejos a la intermedia y a la de cerca, para quien necesita ayuda en ambas; tu receta indica entonces un valor ADD.',
    },
    'lens-index': {
      question: '¿Qué significa el índice de la lente (1,5, 1,6, 1,67, 1,74)?',
      answer:
        'Cuanto más alto es el índice, más fina y ligera es la lente con la misma graduación. Hasta unas ±2,00 basta el índice estándar 1,5; a partir de ±4,00 un índice 1,67 o 1,74 se nota mucho, sobre todo con monturas completas.',
    },
    'anti-reflective-coating': {
      question: '¿Merece la pena el tratamiento antirreflejante?',
      answer:
        'Sí, para la mayoría de las personas. Elimina los reflejos que cansan la vista al conducir de noche o trabajar con pantallas, y los demás ven tus ojos en lugar de destellos. Nuestros tratamientos incluyen además una capa antirrayas e hidrófuga.',
    },
    'blue-light-filter': {
      question: '¿Necesito un filtro de luz azul?',
      answer:
        'El cansancio tras un día frente a la pantalla se debe sobre todo a enfocar de cerca durante horas, no a la luz azul. Haz pausas: mira algo lejano 20 segundos cada 20 minutos. Nuestro tratamiento antirreflejante también reduce los reflejos de pantallas y lámparas.',
    },
    'polarized-sunglasses': {
      question: '¿Qué son las gafas de sol polarizadas?',
      answer:
        'Las lentes polarizadas bloquean los reflejos del agua, la nieve y la carretera, así los colores se ven más nítidos y tus ojos descansan. Todas nuestras gafas de sol bloquean el 100 % de los rayos UVA y UVB, polarizadas o no.',
    },
    'delivery-time': {
      question: '¿Cuánto tarda el envío?',
      answer:
        'Las monturas sin lentes, gafas de sol, lentillas y accesorios salen en un día laborable. Las gafas graduadas se fabrican en nuestro laboratorio y salen en 5 a 7 días laborables. La entrega tarda después de 1 a 3 días laborables, o el siguiente día laborable con envío exprés.',
    },
    'shipping-cost': {
      question: '¿Cuánto cuesta el envío?',
      answer:
        'Los gastos de envío, y el importe a partir del cual el envío estándar es gratis, dependen de tu país. Los encontrarás en nuestra página de Envíos y al finalizar la compra, antes de pagar.',
    },
    'track-order': {
      question: '¿Cómo puedo seguir mi pedido?',
      answer:
        'En cuanto sale tu paquete, te enviamos su número de seguimiento por correo electrónico. Los clientes con sesión iniciada también pueden seguir cada pedido en el historial de pedidos de su cuenta.',
    },
    'international-delivery': {
      question: '¿Hacéis envíos a mi país?',
      answer:
        'Cada una de nuestras tiendas envía a su propia lista de países, que ves en la lista de países al finalizar la compra. Si tu país no aparece, cambia a la tienda de tu región al pie de la página.',
    },
    'change-address': {
      question: '¿Puedo cambiar la dirección de envío después de hacer el pedido?',
      answer:
        'Escríbenos cuanto antes con tu número de pedido. Podemos cambiar la dirección mientras el paquete no haya salido de nuestro almacén.',
    },
    'return-policy': {
      question: '¿Cuál es vuestra política de devoluciones?',
      answer:
        'Puedes devolver cualquier artículo en los 30 días siguientes a la entrega y te reembolsamos el importe completo, también las gafas graduadas. Las lentillas se pueden devolver en sus cajas sin abrir.',
    },
    'start-return': {
      question: '¿Cómo devuelvo un artículo?',
      answer:
        'Inicia la devolución desde el historial de pedidos de tu cuenta o escríbenos con tu número de pedido. Te enviaremos una etiqueta prepagada por correo; guarda el artículo en su funda y deja el paquete en un punto de recogida.',
    },
    'prescription-glasses-returns': {
      question: '¿Puedo devolver gafas graduadas?',
      answer:
        'Sí. Si tus gafas nuevas no te convencen, devuélvelas en los 30 días siguientes a la entrega. Si no ves bien con ellas, escríbenos primero: a menudo rehacemos las lentes gratis.',
    },
    'refund-time': {
      question: '¿Cuándo recibiré mi reembolso?',
      answer:
        'Te reembolsamos en los 5 días laborables siguientes a la recepción de tu devolución, con el método de pago que usaste. Según tu banco, el dinero llega a tu cuenta unos días después.',
    },
    'damaged-item': {
      question: 'Mi pedido llegó dañado. ¿Qué hago?',
      answer:
        '¡Lo sentimos! Escríbenos en un plazo de 14 días con tu número de pedido y una foto del daño, y te enviaremos un repuesto o te reembolsaremos, sin coste para ti.',
    },
    'payment-methods': {
      question: '¿Qué métodos de pago aceptáis?',
      answer:
        'Aceptamos tarjetas de crédito y débito (Visa, Mastercard, American Express), PayPal y, en algunos países, métodos de pago locales. Los métodos disponibles en tu país aparecen al finalizar la compra.',
    },
    'payment-security': {
      question: '¿Es seguro pagar en vuestra web?',
      answer:
        'Sí. Los datos de la tarjeta se envían cifrados a nuestro proveedor de pagos y nunca los guardamos. Tu banco puede pedirte que confirmes el pago con 3-D Secure, en su app o con un código.',
    },
    'card-declined': {
      question: '¿Por qué se ha rechazado mi tarjeta?',
      answer:
        'Comprueba el número de la tarjeta, la fecha de caducidad y el código de seguridad, y que la dirección de facturación sea la que conoce tu banco. Si el pago se sigue rechazando, tu banco puede decirte el motivo; también puedes pagar con otro método.',
    },
    currency: {
      question: '¿En qué moneda pagaré?',
      answer:
        'Pagas en la moneda de la tienda en la que compras, indicada junto a cada precio. Para pagar en otra moneda, cambia de tienda al pie de la página.',
    },
    'save-card': {
      question: '¿Puedo guardar mi tarjeta para la próxima vez?',
      answer:
        'Sí. Cuando pagas con tarjeta con la sesión iniciada, puedes guardarla para tus próximos pedidos. Puedes eliminar las tarjetas guardadas cuando quieras en Métodos de pago guardados de tu cuenta.',
    },
    'buy-gift-card': {
      question: '¿Cómo compro una tarjeta regalo?',
      answer:
        'Elige una tarjeta regalo en la categoría Tarjetas regalo, un importe fijo o el tuyo propio, añade el nombre y el correo del destinatario y un mensaje personal, y finaliza la compra como siempre.',
    },
    'gift-card-delivery': {
      question: '¿Cómo se entrega la tarjeta regalo?',
      answer:
        'Las tarjetas regalo son digitales. En cuanto haces el pedido, el destinatario recibe un correo con el código de la tarjeta, su importe y tu mensaje.',
    },
    'use-gift-card': {
      question: '¿Cómo uso una tarjeta regalo?',
      answer:
        'Introduce el código en tu carrito o al finalizar la compra. Su saldo se descuenta de tu pedido; si el pedido cuesta más, paga el resto con otro método, y si cuesta menos, el resto queda en la tarjeta.',
    },
    'gift-card-balance': {
      question: '¿Cómo consulto el saldo de mi tarjeta regalo?',
      answer:
        'Inicia sesión y abre Tarjetas regalo en tu cuenta para consultar el saldo de cualquier código, o introduce el código en tu carrito para ver cuánto cubre.',
    },
    'gift-card-validity': {
      question: '¿Cuánto tiempo es válida una tarjeta regalo?',
      answer:
        'Nuestras tarjetas regalo son válidas durante dos años desde la fecha de compra, para monturas, gafas de sol, lentes, lentillas y accesorios.',
    },
  },
};
