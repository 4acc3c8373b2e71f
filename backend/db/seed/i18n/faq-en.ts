import type { FaqText } from './faq-text';

export const faqEn: FaqText = {
  categories: {
    prescriptions: {
      title: 'Prescriptions',
      description: 'Reading your prescription, measuring your pupillary distance and sending us your values.',
    },
    lenses: { title: 'Lenses', description: 'Lens types, thinner lenses, coatings and sunglass lenses explained.' },
    delivery: { title: 'Delivery', description: 'When your order arrives, what shipping costs and how to follow your parcel.' },
    returns: { title: 'Returns and refunds', description: 'Returning an item, refunds, and what to do when something arrives damaged.' },
    payments: { title: 'Payments', description: 'How you can pay, and what to do when a payment does not go through.' },
    'gift-cards': { title: 'Gift cards', description: 'Buying, sending and spending a gift card.' },
  },
  questions: {
    'read-my-prescription': {
      question: 'How do I read my glasses prescription?',
      answer:
        'OD (or R) is your right eye and OS (or L) your left eye. SPH is the strength that corrects short or long sight, CYL and AXIS correct astigmatism, and ADD is the extra power for reading in progressive lenses.\n\nType the values exactly as they appear, with their plus or minus signs, when you choose your lenses.',
    },
    'prescription-validity': {
      question: 'How old can my prescription be?',
      answer:
        'We recommend a prescription that is less than two years old, or one year for children and for anyone over 60. If your sight has changed since your last eye test, have it checked before you order.',
    },
    'pupillary-distance': {
      question: 'What is pupillary distance (PD) and how do I measure it?',
      answer:
        'Your PD is the distance in millimetres between the centres of your pupils; it places the optical centre of each lens in front of your eye. It is often written on your prescription.\n\nIf it is not, stand in front of a mirror, hold a ruler under your eyes and measure from the centre of one pupil to the centre of the other. Most adults measure between 54 and 74 mm.',
    },
    'upload-prescription': {
      question: 'Can I upload a photo of my prescription?',
      answer:
        'Yes. When you choose your lenses you can type in your values or upload a photo or PDF of your prescription. Signed-in customers also keep their prescriptions in their account for next time.',
    },
    'fix-prescription-after-order': {
      question: 'I made a mistake in my prescription. Can I correct it after ordering?',
      answer:
        'Yes, as long as your lenses have not gone into production. Contact us with your order number as soon as possible: we will send you a link to correct your values.',
    },
    'single-vision-or-progressive': {
      question: 'Which lenses do I need: single vision or progressive?',
      answer:
        'Single vision lenses have one strength across the whole lens, for distance or for reading. Progressive lenses blend distance, intermediate and reading zones without a visible line, for people who need help with both; your prescription then shows an ADD value.',
    },
    'lens-index': {
      question: 'What does the lens index (1.5, 1.6, 1.67, 1.74) mean?',
      answer:
        'The higher the index, the thinner and lighter the lens for the same strength. For prescriptions up to about ±2.00 the standard 1.5 index is fine; from ±4.00 a 1.67 or 1.74 index makes a visible difference, especially with full-rim frames.',
    },
    'anti-reflective-coating': {
      question: 'Is an anti-reflective coating worth it?',
      answer:
        'Yes, for most people. It removes reflections that tire your eyes when you drive at night or work on a screen, and people see your eyes rather than glare. Our coatings also come with scratch-resistant and water-repellent layers.',
    },
    'blue-light-filter': {
      question: 'Do I need a blue light filter?',
      answer:
        'Tired eyes after a day at a screen mostly come from focusing up close for hours, not from blue light. Take breaks: look at something far away for 20 seconds every 20 minutes. Our anti-reflective coating also reduces glare from screens and lamps.',
    },
    'polarized-sunglasses': {
      question: 'What are polarised sunglasses?',
      answer:
        'Polarised lenses block the glare reflected by water, snow and roads, so colours look clearer and your eyes relax. All our sunglasses block 100% of UVA and UVB rays, polarised or not.',
    },
    'delivery-time': {
      question: 'How long does delivery take?',
      answer:
        'Frames without lenses, sunglasses, contact lenses and accessories ship within one working day. Glasses with prescription lenses are made in our lab and ship within 5 to 7 working days. Delivery then takes 1 to 3 working days, or the next working day with express delivery.',
    },
    'shipping-cost': {
      question: 'How much does shipping cost?',
      answer:
        'Shipping prices, and the order value from which standard delivery is free, depend on your country. You will find them on our Delivery page and at checkout before you pay.',
    },
    'track-order': {
      question: 'How can I track my order?',
      answer:
        'As soon as your parcel leaves, we email you its tracking number. Signed-in customers can also follow every order in Order history in their account.',
    },
    'international-delivery': {
      question: 'Do you deliver to my country?',
      answer:
        'Each of our stores delivers to its own list of countries, which you see in the country list of the checkout. If your country is missing, switch to the store of your region at the bottom of the page.',
    },
    'change-address': {
      question: 'Can I change my delivery address after ordering?',
      answer:
        'Contact us as soon as possible with your order number. We can change the address as long as the parcel has not left our warehouse.',
    },
    'return-policy': {
      question: 'What is your return policy?',
      answer:
        'You can return any item within 30 days of delivery for a full refund, including glasses with prescription lenses. Contact lenses can be returned in their unopened boxes.',
    },
    'start-return': {
      question: 'How do I return an item?',
      answer:
        'Start your return from Order history in your account, or contact us with your order number. We will email you a prepaid label; pack the item in its case and drop the parcel off at a carrier point.',
    },
    'prescription-glasses-returns': {
      question: 'Can I return glasses with prescription lenses?',
      answer:
        'Yes. If your new glasses do not suit you, return them within 30 days of delivery. If you cannot see well with them, contact us first: we often remake the lenses for free.',
    },
    'refund-time': {
      question: 'When will I get my refund?',
      answer:
        'We refund you within 5 working days of receiving your return, with the payment method you used. Depending on your bank, the money reaches your account a few days later.',
    },
    'damaged-item': {
      question: 'My order arrived damaged. What should I do?',
      answer:
        'We are sorry! Contact us within 14 days with your order number and a photo of the damage, and we will send you a replacement or refund you, at no cost to you.',
    },
    'payment-methods': {
      question: 'Which payment methods do you accept?',
      answer:
        'We accept credit and debit cards (Visa, Mastercard, American Express), PayPal and, in some countries, local payment methods. The methods available in your country are shown at checkout.',
    },
    'payment-security': {
      question: 'Is paying on your site secure?',
      answer:
        'Yes. Card details are sent encrypted to our payment provider and never stored by us. Your bank may ask you to confirm the payment with 3-D Secure, in its app or with a code.',
    },
    'card-declined': {
      question: 'Why was my card declined?',
      answer:
        'Check the card number, expiry date and security code, and that the billing address is the one your bank knows. If the payment is still refused, your bank can tell you why; you can also pay with another method.',
    },
    currency: {
      question: 'In which currency will I pay?',
      answer:
        'You pay in the currency of the store you are shopping in, shown with every price. To pay in another currency, switch to another store at the bottom of the page.',
    },
    'save-card': {
      question: 'Can I save my card for next time?',
      answer:
        'Yes. When you pay by card while signed in, you can save it for your next orders. You can remove saved cards at any time under Saved payment methods in your account.',
    },
    'buy-gift-card': {
      question: 'How do I buy a gift card?',
      answer:
        'Choose a gift card in the Gift cards category, pick a fixed amount or enter your own, add the recipient’s name and email address and a personal message, then check out as usual.',
    },
    'gift-card-delivery': {
      question: 'How is a gift card delivered?',
      answer:
        'Gift cards are digital. As soon as your order is placed, the recipient receives an email with the gift card code, its amount and your message.',
    },
    'use-gift-card': {
      question: 'How do I use a gift card?',
      answer:
        'Enter the code in your cart or at checkout. Its balance is taken off your order; if the order costs more, pay the rest with another method, and if it costs less, the remainder stays on the card.',
    },
    'gift-card-balance': {
      question: 'How do I check my gift card balance?',
      answer:
        'Sign in and open Gift cards in your account to check the balance of any code, or enter the code in your cart to see how much it covers.',
    },
    'gift-card-validity': {
      question: 'How long is a gift card valid?',
      answer:
        'Our gift cards are valid for two years from the date of purchase, for frames, sunglasses, lenses, contact lenses and accessories.',
    },
  },
};
