import type { Bi, SeedEvent, SeedImage, SeedOfferingItem } from '../types.ts';

/** Main carousel (title first) and about images; the files are written by apps/web/scripts/generate-images.mjs. */
function mainImages(slug: string, count: number, alt: Bi): SeedImage[] {
  const captions: Bi[] = [
    { en: '', hi: '' },
    { en: ' — the offering', hi: ' — चढ़ावा' },
    { en: ' — at the temple', hi: ' — मंदिर में' },
  ];
  return captions.slice(0, count).map((c, i) => ({ url: `/images/events/${slug}-${i + 1}.svg`, alt: { en: alt.en + c.en, hi: alt.hi + c.hi } }));
}
const aboutImages = (slug: string, alt: Bi): SeedImage[] => [{ url: `/images/events/${slug}-about.svg`, alt }];

/** One offering item; `image` names a file in /images/items/. */
const item = (image: string, en: string, hi: string, descEn: string, descHi: string, amount: number, listAmount = amount): SeedOfferingItem => ({
  name: { en, hi },
  description: { en: descEn, hi: descHi },
  amount,
  listAmount,
  imageUrl: `/images/items/${image}.svg`,
});

/** Every chadawa shares this shape: no packages, no puja type, no date choice. */
const offering = (): Pick<SeedEvent, 'type' | 'pujaType' | 'packages' | 'dateOptions'> => ({
  type: 'OFFERING',
  pujaType: null,
  packages: [],
  dateOptions: null,
});

export const chadawa: SeedEvent[] = [
  {
    ...offering(),
    searchKey: 'bel-patra-jal-chadawa-kashi-vishwanath',
    opensInDays: -14,
    closesInDays: 5,
    eventInDays: 6,
    name: { en: 'Bel Patra & Ganga Jal Chadawa at Kashi Vishwanath', hi: 'काशी विश्वनाथ में बेलपत्र और गंगाजल चढ़ावा' },
    shortDescription: {
      en: '<p>Send your offering to <b>Baba Vishwanath</b> on Somvar. Bel patra, Ganga jal, milk and dhatura are offered on the Jyotirlinga in your name, and you receive a video of your chadawa.</p>',
      hi: '<p>सोमवार को <b>बाबा विश्वनाथ</b> को अपना चढ़ावा भेजें। आपके नाम से ज्योतिर्लिंग पर बेलपत्र, गंगाजल, दूध और धतूरा अर्पित किया जाएगा और आपको चढ़ावे का वीडियो मिलेगा।</p>',
    },
    discountText: { en: 'Up to 30% off on bel patra and rudraksha', hi: 'बेलपत्र और रुद्राक्ष पर 30% तक की छूट' },
    attendeeStatusText: { en: '24,500+ devotees have offered', hi: '24,500+ भक्तों ने चढ़ावा अर्पित किया है' },
    address: { en: 'Shri Kashi Vishwanath Temple, Varanasi, Uttar Pradesh', hi: 'श्री काशी विश्वनाथ मंदिर, वाराणसी, उत्तर प्रदेश' },
    pincode: '221001',
    about: {
      en: `<p>Mahadev is called Ashutosh — the one pleased easily. The Shiva Purana says that a single bel leaf offered with devotion pleases him more than gold, because its three leaflets stand for his three eyes and the three gunas.</p>
<p>In Kashi, devotees carry Ganga jal from the ghats up to the Vishwanath temple to pour on the Jyotirlinga. Monday, the day of Shiva, is when the queue is longest.</p>
<p>Our temple sevadar offers the items you choose during the morning darshan, calls out your name and gotra, and records a short video for you.</p>`,
      hi: `<p>महादेव को आशुतोष कहा जाता है — शीघ्र प्रसन्न होने वाले। शिव पुराण कहता है कि श्रद्धा से चढ़ाया गया एक बेलपत्र भी उन्हें सोने से अधिक प्रिय है, क्योंकि इसके तीन पत्ते उनके तीन नेत्रों और तीन गुणों के प्रतीक हैं।</p>
<p>काशी में भक्त घाटों से गंगाजल लेकर विश्वनाथ मंदिर तक जाते हैं और ज्योतिर्लिंग पर चढ़ाते हैं। शिव के दिन सोमवार को सबसे लंबी कतार लगती है।</p>
<p>हमारे मंदिर सेवादार सुबह के दर्शन में आपकी चुनी हुई सामग्री अर्पित करते हैं, आपका नाम और गोत्र बोलते हैं और आपके लिए छोटा वीडियो रिकॉर्ड करते हैं।</p>`,
    },
    images: mainImages('bel-patra-jal-chadawa-kashi-vishwanath', 2, { en: 'Bel patra chadawa at Kashi Vishwanath', hi: 'काशी विश्वनाथ में बेलपत्र चढ़ावा' }),
    aboutImages: aboutImages('bel-patra-jal-chadawa-kashi-vishwanath', { en: 'Ganga jal for the Jyotirlinga', hi: 'ज्योतिर्लिंग के लिए गंगाजल' }),
    benefits: [
      {
        name: { en: 'Grace of Mahadev', hi: 'महादेव की कृपा' },
        description: { en: 'Even a simple offering made with faith reaches Bholenath.', hi: 'श्रद्धा से किया गया सरल चढ़ावा भी भोलेनाथ तक पहुँचता है।' },
      },
      {
        name: { en: 'Purity of mind', hi: 'मन की शुद्धि' },
        description: { en: 'Ganga jal and bel patra are offered to wash away negativity.', hi: 'नकारात्मकता दूर करने के लिए गंगाजल और बेलपत्र चढ़ाया जाता है।' },
      },
      {
        name: { en: 'Health of the family', hi: 'परिवार का आरोग्य' },
        description: { en: 'Milk abhishek is offered for the well-being of loved ones.', hi: 'प्रियजनों के कल्याण के लिए दूध से अभिषेक किया जाता है।' },
      },
    ],
    faqs: [
      {
        question: { en: 'When will my chadawa be offered?', hi: 'मेरा चढ़ावा कब अर्पित होगा?' },
        answer: { en: 'On the chadawa date shown above, during the morning darshan.', hi: 'ऊपर दी गई चढ़ावा तिथि पर, सुबह के दर्शन के समय।' },
      },
      {
        question: { en: 'Can I add names of family members?', hi: 'क्या मैं परिवार के सदस्यों के नाम जोड़ सकता हूँ?' },
        answer: { en: 'Yes, up to 4 additional names can be added while booking.', hi: 'हाँ, बुकिंग के समय 4 अतिरिक्त नाम जोड़े जा सकते हैं।' },
      },
    ],
    items: [
      item(
        'bel-patra',
        '108 Bel Patra',
        '108 बेलपत्र',
        'Fresh three-leaf bel patra with Ram naam written in chandan.',
        'चंदन से राम नाम लिखे ताज़े तीन पत्तों वाले बेलपत्र।',
        101,
        151,
      ),
      item(
        'ganga-jal',
        'Ganga Jal Kalash',
        'गंगाजल कलश',
        'A copper kalash of Ganga jal from Dashashwamedh Ghat.',
        'दशाश्वमेध घाट से लाए गंगाजल का तांबे का कलश।',
        151,
      ),
      item(
        'milk',
        'Milk for Abhishek',
        'अभिषेक के लिए दूध',
        'One litre of pure cow milk poured on the Jyotirlinga.',
        'ज्योतिर्लिंग पर एक लीटर शुद्ध गाय का दूध।',
        81,
        101,
      ),
      item('dhatura', 'Dhatura & Aak Flowers', 'धतूरा और आक के फूल', 'The wild flowers most dear to Bholenath.', 'भोलेनाथ के सबसे प्रिय जंगली फूल।', 51),
      item(
        'rudraksha',
        'Panchmukhi Rudraksha Mala',
        'पंचमुखी रुद्राक्ष माला',
        'A rudraksha mala offered to Baba and then sent to you as prasad.',
        'बाबा को अर्पित कर प्रसाद के रूप में आपको भेजी जाने वाली रुद्राक्ष माला।',
        551,
        751,
      ),
      item('diya', 'Ghee Diya', 'घी का दीपक', 'A pure-ghee diya lit before the Jyotirlinga.', 'ज्योतिर्लिंग के सामने शुद्ध घी का दीपक।', 51, 71),
    ],
    prasadAmount: 51,
    participantMax: 4,
  },
  {
    ...offering(),
    searchKey: 'til-tel-chadawa-shani-shingnapur',
    opensInDays: -5,
    closesInDays: 3,
    eventInDays: 3,
    name: { en: 'Til Tel Chadawa at Shani Shingnapur', hi: 'शनि शिंगणापुर में तिल तेल चढ़ावा' },
    shortDescription: {
      en: '<p>Offer <b>sesame oil, black til and a black cloth</b> to Shani Dev on Shanivar at Shingnapur. A simple chadawa for devotees in Sade Sati or Dhaiya, offered by the temple sevadar in your name.</p>',
      hi: '<p>शनिवार को शिंगणापुर में शनिदेव को <b>तिल का तेल, काले तिल और काला वस्त्र</b> अर्पित करें। साढ़ेसाती या ढैया से गुज़र रहे भक्तों के लिए सरल चढ़ावा, जिसे मंदिर सेवादार आपके नाम से अर्पित करेंगे।</p>',
    },
    discountText: { en: 'Save 25% — Shanivar special', hi: '25% की बचत — शनिवार विशेष' },
    attendeeStatusText: { en: '31,000+ devotees have offered', hi: '31,000+ भक्तों ने चढ़ावा अर्पित किया है' },
    address: { en: 'Shri Shanidev Temple, Shani Shingnapur, Ahilyanagar, Maharashtra', hi: 'श्री शनिदेव मंदिर, शनि शिंगणापुर, अहिल्यानगर, महाराष्ट्र' },
    pincode: '414105',
    about: {
      en: `<p>Shani Dev, the son of Surya and Chhaya, is the judge among the planets: he gives each person the fruit of their own karma. His gaze is feared, but those who serve him with humility find him generous.</p>
<p>Oil soothes Shani, as Hanuman’s oil once soothed his wounds. Black til, urad and black cloth are his colours, and Saturday is his day.</p>
<p>The sevadar pours your til oil on the swayambhu shila, offers the other items at the chabutra, and lights a mustard-oil diya with your name and gotra.</p>`,
      hi: `<p>सूर्य और छाया के पुत्र शनिदेव ग्रहों में न्यायाधीश हैं: वे हर व्यक्ति को उसके कर्मों का फल देते हैं। उनकी दृष्टि से लोग डरते हैं, पर जो विनम्रता से उनकी सेवा करते हैं उन पर वे उदार रहते हैं।</p>
<p>तेल शनिदेव को शांत करता है, जैसे कभी हनुमान जी के तेल ने उनके घावों को शांत किया था। काले तिल, उड़द और काला वस्त्र उनके रंग हैं, और शनिवार उनका दिन।</p>
<p>सेवादार आपका तिल तेल स्वयंभू शिला पर चढ़ाते हैं, बाकी सामग्री चबूतरे पर अर्पित करते हैं और आपके नाम व गोत्र से सरसों तेल का दीपक जलाते हैं।</p>`,
    },
    images: mainImages('til-tel-chadawa-shani-shingnapur', 2, { en: 'Til tel chadawa to Shani Dev', hi: 'शनिदेव को तिल तेल चढ़ावा' }),
    aboutImages: aboutImages('til-tel-chadawa-shani-shingnapur', { en: 'Shani shila at Shingnapur', hi: 'शिंगणापुर की शनि शिला' }),
    benefits: [
      {
        name: { en: 'Relief from Shani dosh', hi: 'शनि दोष से राहत' },
        description: { en: 'Eases the weight of Sade Sati and Dhaiya.', hi: 'साढ़ेसाती और ढैया का भार कम करता है।' },
      },
      {
        name: { en: 'Steady progress', hi: 'स्थिर उन्नति' },
        description: { en: 'Shani rewards patience with lasting success.', hi: 'शनिदेव धैर्य का फल स्थायी सफलता के रूप में देते हैं।' },
      },
      {
        name: { en: 'Protection of home', hi: 'घर की रक्षा' },
        description: { en: 'The guardian of the door-less village watches over your family.', hi: 'बिना दरवाज़ों वाले गाँव के रक्षक आपके परिवार की रक्षा करते हैं।' },
      },
    ],
    faqs: [
      {
        question: { en: 'Is the oil really poured on the shila?', hi: 'क्या तेल सच में शिला पर चढ़ाया जाता है?' },
        answer: {
          en: 'Yes. The temple allows the sevadar to offer oil on the shila; you will see it in your video.',
          hi: 'हाँ। मंदिर सेवादार को शिला पर तेल चढ़ाने की अनुमति है; आप इसे अपने वीडियो में देखेंगे।',
        },
      },
      {
        question: { en: 'What should I do at home on Saturday?', hi: 'शनिवार को घर पर मुझे क्या करना चाहिए?' },
        answer: { en: 'A few simple practices are traditional:', hi: 'कुछ सरल पारंपरिक उपाय:' },
        bullets: {
          en: ['Light a mustard-oil diya under a peepal tree', 'Feed a black dog or crows', 'Chant "Om Sham Shanaishcharaya Namah" 108 times'],
          hi: ['पीपल के पेड़ के नीचे सरसों तेल का दीपक जलाएं', 'काले कुत्ते या कौओं को भोजन दें', '"ॐ शं शनैश्चराय नमः" का 108 बार जाप करें'],
        },
      },
    ],
    items: [
      item(
        'til-oil',
        'Til Oil (1 litre)',
        'तिल का तेल (1 लीटर)',
        'Cold-pressed sesame oil poured on the shila.',
        'शिला पर चढ़ाया जाने वाला कच्ची घानी का तिल का तेल।',
        151,
        201,
      ),
      item('black-til', 'Black Til & Urad', 'काले तिल और उड़द', '250 g each of black sesame and whole urad.', '250 ग्राम काले तिल और 250 ग्राम साबुत उड़द।', 101),
      item(
        'black-cloth',
        'Black Vastra',
        'काला वस्त्र',
        'A black cloth offered to Shani Dev and then donated.',
        'शनिदेव को अर्पित कर दान किया जाने वाला काला वस्त्र।',
        121,
        151,
      ),
      item(
        'diya',
        'Mustard Oil Diya',
        'सरसों तेल का दीपक',
        'A clay diya of mustard oil lit at the chabutra.',
        'चबूतरे पर जलाया जाने वाला सरसों तेल का मिट्टी का दीपक।',
        51,
      ),
      item('shami', 'Shami Leaves', 'शमी के पत्ते', 'Shami, the tree of Shani, offered as a garland of leaves.', 'शनि का वृक्ष शमी, पत्तों की माला के रूप में।', 51, 71),
      item(
        'aparajita',
        'Blue Aparajita Flowers',
        'नीले अपराजिता के फूल',
        'Blue flowers, the colour dear to Shani Dev.',
        'शनिदेव का प्रिय नीला रंग, अपराजिता के फूल।',
        61,
      ),
    ],
    prasadAmount: 0,
    participantMax: 3,
  },
  {
    ...offering(),
    searchKey: 'chunri-shringar-chadawa-vaishno-devi',
    opensInDays: -11,
    closesInDays: 14,
    eventInDays: 15,
    name: { en: 'Chunri & Shringar Chadawa to Mata Vaishno Devi', hi: 'माता वैष्णो देवी को चुनरी और श्रृंगार चढ़ावा' },
    shortDescription: {
      en: '<p>Cannot climb to the Bhawan this year? Send <b>a red chunri, solah shringar and bhog</b> to Mata Vaishno Devi at Trikuta. Your offering is taken up and presented at the holy Pindis in your name.</p>',
      hi: '<p>इस साल भवन तक चढ़ाई नहीं कर पा रहे? त्रिकूट पर्वत पर माता वैष्णो देवी को <b>लाल चुनरी, सोलह श्रृंगार और भोग</b> भेजें। आपका चढ़ावा ऊपर ले जाकर आपके नाम से पवित्र पिंडियों के सामने अर्पित किया जाएगा।</p>',
    },
    discountText: { en: 'Save 20% on shringar and saree', hi: 'श्रृंगार और साड़ी पर 20% की बचत' },
    attendeeStatusText: { en: '19,800+ devotees have offered', hi: '19,800+ भक्तों ने चढ़ावा अर्पित किया है' },
    address: { en: 'Shri Mata Vaishno Devi Bhawan, Trikuta Hills, Katra, Jammu & Kashmir', hi: 'श्री माता वैष्णो देवी भवन, त्रिकूट पर्वत, कटरा, जम्मू और कश्मीर' },
    pincode: '182301',
    about: {
      en: `<p>Mata Vaishno Devi resides in a cave on the Trikuta mountain as three natural rock Pindis — Maha Kali, Maha Lakshmi and Maha Saraswati. Devotees say that one reaches her only when she calls: "Mata ka bulawa".</p>
<p>A red chunri is the traditional offering of a devotee to the Mother, along with the sixteen adornments of a married woman. Coconut and dry fruits are offered as bhog, and halwa-chana is the prasad of the Navratri kanjak.</p>
<p>Our sevadars carry your items along the yatra route to the Bhawan, present them before the Pindis, and share a short video and photo with you.</p>`,
      hi: `<p>माता वैष्णो देवी त्रिकूट पर्वत की गुफा में तीन प्राकृतिक पिंडियों — महाकाली, महालक्ष्मी और महासरस्वती — के रूप में विराजती हैं। भक्त कहते हैं कि माँ के दर्शन तभी होते हैं जब "माता का बुलावा" आता है।</p>
<p>लाल चुनरी माँ को भक्त की पारंपरिक भेंट है, साथ में सुहागिन के सोलह श्रृंगार। नारियल और मेवे का भोग लगता है, और हलवा-चना नवरात्रि में कंजक का प्रसाद है।</p>
<p>हमारे सेवादार आपकी सामग्री यात्रा मार्ग से भवन तक ले जाते हैं, पिंडियों के सामने अर्पित करते हैं और आपको छोटा वीडियो और फ़ोटो भेजते हैं।</p>`,
    },
    images: mainImages('chunri-shringar-chadawa-vaishno-devi', 3, { en: 'Chunri chadawa to Mata Vaishno Devi', hi: 'माता वैष्णो देवी को चुनरी चढ़ावा' }),
    aboutImages: aboutImages('chunri-shringar-chadawa-vaishno-devi', { en: 'The Trikuta hills, Katra', hi: 'त्रिकूट पर्वत, कटरा' }),
    benefits: [
      {
        name: { en: 'Blessings of the Mother', hi: 'माँ का आशीर्वाद' },
        description: { en: 'Your offering reaches the Bhawan even when you cannot.', hi: 'आप न पहुँच सकें, तब भी आपकी भेंट भवन तक पहुँचती है।' },
      },
      {
        name: { en: 'Saubhagya', hi: 'सौभाग्य' },
        description: { en: 'Solah shringar is offered for a long and happy married life.', hi: 'सोलह श्रृंगार अखंड सौभाग्य और सुखी दांपत्य के लिए अर्पित किया जाता है।' },
      },
      {
        name: { en: 'Wishes fulfilled', hi: 'मनोकामना पूर्ति' },
        description: { en: 'Devotees offer a chunri when making or fulfilling a mannat.', hi: 'भक्त मन्नत मांगते या पूरी होने पर चुनरी चढ़ाते हैं।' },
      },
    ],
    faqs: [
      {
        question: { en: 'Will I get the chunri back as prasad?', hi: 'क्या मुझे चुनरी प्रसाद के रूप में वापस मिलेगी?' },
        answer: {
          en: 'If you select prasad, a blessed chunri, dry prasad and a coin are posted to you.',
          hi: 'प्रसाद चुनने पर अभिमंत्रित चुनरी, सूखा प्रसाद और सिक्का डाक से भेजा जाता है।',
        },
      },
      {
        question: { en: 'How many names can I add?', hi: 'मैं कितने नाम जोड़ सकता हूँ?' },
        answer: { en: 'Up to 5 family members in addition to yourself.', hi: 'अपने अलावा परिवार के 5 सदस्य तक।' },
      },
    ],
    items: [
      item(
        'chunri',
        'Red Chunri with Gota',
        'गोटे वाली लाल चुनरी',
        'A red chunri with golden gota border for Mata Rani.',
        'माता रानी के लिए सुनहरे गोटे वाली लाल चुनरी।',
        151,
        201,
      ),
      item(
        'shringar',
        'Solah Shringar Kit',
        'सोलह श्रृंगार',
        'Bangles, bindi, sindoor, mehndi, kajal and more — the sixteen adornments.',
        'चूड़ियाँ, बिंदी, सिंदूर, मेहंदी, काजल आदि — सोलह श्रृंगार।',
        351,
        451,
      ),
      item('coconut', 'Coconut with Moli', 'मौली बंधा नारियल', 'A whole coconut wrapped in red chunri and moli.', 'लाल चुनरी और मौली में लिपटा साबुत नारियल।', 51),
      item('dry-fruits', 'Panch Meva Bhog', 'पंचमेवा भोग', 'Almonds, cashews, raisins, makhana and mishri.', 'बादाम, काजू, किशमिश, मखाना और मिश्री।', 251, 301),
      item(
        'halwa-chana',
        'Halwa Chana Bhog',
        'हलवा-चना भोग',
        'Suji halwa, black chana and puri — the kanjak prasad.',
        'सूजी का हलवा, काले चने और पूरी — कंजक का प्रसाद।',
        201,
        251,
      ),
      item(
        'saree',
        'Silk Saree for Mata',
        'माता के लिए रेशमी साड़ी',
        'A red silk saree offered at the Bhawan.',
        'भवन में अर्पित की जाने वाली लाल रेशमी साड़ी।',
        1100,
        1500,
      ),
      item(
        'diya',
        'Akhand Jyoti (9 days)',
        'अखंड ज्योति (9 दिन)',
        'A ghee jyoti kept burning for nine days in your name.',
        'आपके नाम से नौ दिनों तक जलने वाली घी की ज्योति।',
        501,
        651,
      ),
    ],
    prasadAmount: 101,
    participantMax: 5,
  },
  {
    ...offering(),
    searchKey: 'chola-ladoo-chadawa-hanumangarhi',
    opensInDays: -2,
    closesInDays: 8,
    eventInDays: 8,
    name: { en: 'Sindoor Chola & Ladoo Chadawa at Hanumangarhi, Ayodhya', hi: 'हनुमानगढ़ी, अयोध्या में सिंदूर चोला और लड्डू चढ़ावा' },
    shortDescription: {
      en: '<p>Before darshan of Ram Lalla, devotees first bow to <b>Hanuman ji at Hanumangarhi</b>. Offer a <b>sindoor chola, besan ladoo</b> and a red flag on Mangalvar in your name.</p>',
      hi: '<p>रामलला के दर्शन से पहले भक्त <b>हनुमानगढ़ी में हनुमान जी</b> को प्रणाम करते हैं। मंगलवार को आपके नाम से <b>सिंदूर चोला, बेसन के लड्डू</b> और लाल ध्वजा अर्पित करें।</p>',
    },
    discountText: null,
    attendeeStatusText: { en: '14,300+ devotees have offered', hi: '14,300+ भक्तों ने चढ़ावा अर्पित किया है' },
    address: { en: 'Shri Hanumangarhi Temple, Ayodhya, Uttar Pradesh', hi: 'श्री हनुमानगढ़ी मंदिर, अयोध्या, उत्तर प्रदेश' },
    pincode: '224123',
    about: {
      en: `<p>When Shri Ram returned to his heavenly abode, he asked Hanuman to stay and guard Ayodhya. Hanumangarhi, a fort-like temple reached by seventy-six steps, is believed to be the place where he still keeps watch.</p>
<p>It is the custom to have darshan of Hanuman ji here before visiting the Ram Janmabhoomi. The murti of Bal Hanuman sits in the lap of Mata Anjani.</p>
<p>The sevadar applies the chola of sindoor and chameli oil, offers ladoo and the garland you choose, and ties a red dhwaja at the temple in your name.</p>`,
      hi: `<p>जब श्रीराम अपने धाम लौटे, तब उन्होंने हनुमान जी से अयोध्या की रक्षा के लिए रुकने को कहा। छिहत्तर सीढ़ियों वाला किले जैसा हनुमानगढ़ी मंदिर वह स्थान माना जाता है जहाँ वे आज भी पहरा देते हैं।</p>
<p>रामजन्मभूमि जाने से पहले यहाँ हनुमान जी के दर्शन करने की परंपरा है। यहाँ बाल हनुमान माता अंजनी की गोद में विराजते हैं।</p>
<p>सेवादार आपके नाम से सिंदूर और चमेली के तेल का चोला चढ़ाते हैं, लड्डू और आपकी चुनी माला अर्पित करते हैं, और मंदिर पर लाल ध्वजा बाँधते हैं।</p>`,
    },
    images: mainImages('chola-ladoo-chadawa-hanumangarhi', 2, { en: 'Chola chadawa at Hanumangarhi', hi: 'हनुमानगढ़ी में चोला चढ़ावा' }),
    aboutImages: aboutImages('chola-ladoo-chadawa-hanumangarhi', { en: 'Hanumangarhi temple, Ayodhya', hi: 'हनुमानगढ़ी मंदिर, अयोध्या' }),
    benefits: [
      {
        name: { en: 'Strength and courage', hi: 'बल और साहस' },
        description: { en: 'Bajrangbali removes fear and weakness.', hi: 'बजरंगबली भय और दुर्बलता दूर करते हैं।' },
      },
      {
        name: { en: 'Blessings of Shri Ram', hi: 'श्रीराम की कृपा' },
        description: { en: 'Whoever pleases Hanuman receives the grace of Ram.', hi: 'जो हनुमान जी को प्रसन्न करता है उस पर श्रीराम की कृपा होती है।' },
      },
      {
        name: { en: 'Relief from Mangal dosh', hi: 'मंगल दोष से राहत' },
        description: { en: 'A chola on Tuesday is a traditional remedy for Mangal.', hi: 'मंगलवार को चोला चढ़ाना मंगल का पारंपरिक उपाय है।' },
      },
    ],
    faqs: [
      {
        question: { en: 'Is prasad free with this chadawa?', hi: 'क्या इस चढ़ावे के साथ प्रसाद मुफ़्त है?' },
        answer: {
          en: 'Yes, ladoo prasad from Hanumangarhi is posted to you at no extra charge if you choose it.',
          hi: 'हाँ, चुनने पर हनुमानगढ़ी का लड्डू प्रसाद बिना अतिरिक्त शुल्क के डाक से भेजा जाता है।',
        },
      },
      {
        question: { en: 'Can I also offer at Ram Janmabhoomi?', hi: 'क्या मैं रामजन्मभूमि पर भी चढ़ावा कर सकता हूँ?' },
        answer: {
          en: 'This chadawa is for Hanumangarhi only. Watch the chadawa list for other Ayodhya offerings.',
          hi: 'यह चढ़ावा केवल हनुमानगढ़ी के लिए है। अयोध्या के अन्य चढ़ावों के लिए चढ़ावा सूची देखें।',
        },
      },
    ],
    items: [
      item(
        'sindoor',
        'Sindoor Chola',
        'सिंदूर चोला',
        'Sindoor mixed with chameli oil, applied to Hanuman ji.',
        'चमेली के तेल में मिला सिंदूर, हनुमान जी को चढ़ाया जाता है।',
        251,
        301,
      ),
      item(
        'ladoo',
        'Besan Ladoo Bhog (1 kg)',
        'बेसन लड्डू भोग (1 किलो)',
        'Pure-ghee besan ladoo, the favourite bhog of Hanuman ji.',
        'शुद्ध घी के बेसन लड्डू, हनुमान जी का प्रिय भोग।',
        351,
        401,
      ),
      item('garland', 'Red Flower Garland', 'लाल फूलों की माला', 'A garland of red roses and marigold.', 'लाल गुलाब और गेंदे की माला।', 101),
      item('tulsi', 'Tulsi Mala', 'तुलसी माला', 'A garland of tulsi leaves, dear to Ram and Hanuman.', 'राम और हनुमान जी को प्रिय तुलसी के पत्तों की माला।', 51, 71),
      item('nishan', 'Red Dhwaja', 'लाल ध्वजा', 'A red flag tied at the temple in your name.', 'आपके नाम से मंदिर पर बाँधी जाने वाली लाल ध्वजा।', 151),
      item('diya', 'Chameli Oil Diya', 'चमेली तेल का दीपक', 'A diya of jasmine oil lit before the murti.', 'प्रतिमा के सामने चमेली के तेल का दीपक।', 51),
    ],
    prasadAmount: 0,
    participantMax: 4,
  },
  {
    ...offering(),
    searchKey: 'modak-durva-chadawa-siddhivinayak',
    opensInDays: -9,
    closesInDays: 10,
    eventInDays: 11,
    name: { en: 'Modak & Durva Chadawa at Siddhivinayak', hi: 'सिद्धिविनायक में मोदक और दूर्वा चढ़ावा' },
    shortDescription: {
      en: '<p>Offer Bappa what he loves most — <b>21 modak, durva grass and red hibiscus</b> — at Shri Siddhivinayak, Prabhadevi, on Chaturthi. A perfect start before exams, a new job or a new home.</p>',
      hi: '<p>चतुर्थी पर प्रभादेवी के श्री सिद्धिविनायक को बप्पा की सबसे प्रिय भेंट — <b>21 मोदक, दूर्वा और लाल गुड़हल</b> — अर्पित करें। परीक्षा, नई नौकरी या नए घर से पहले उत्तम शुरुआत।</p>',
    },
    discountText: { en: 'Save 15% on modak bhog', hi: 'मोदक भोग पर 15% की बचत' },
    attendeeStatusText: { en: '16,900+ devotees have offered', hi: '16,900+ भक्तों ने चढ़ावा अर्पित किया है' },
    address: { en: 'Shri Siddhivinayak Ganapati Temple, Prabhadevi, Mumbai, Maharashtra', hi: 'श्री सिद्धिविनायक गणपति मंदिर, प्रभादेवी, मुंबई, महाराष्ट्र' },
    pincode: '400028',
    about: {
      en: `<p>Once, Mata Parvati prepared a feast and Ganesh ate until even he was full — except for modak, which he kept asking for. Since then the modak has been his favourite bhog, and offering 21 is said to please him completely.</p>
<p>Durva, the humble grass, is offered in bunches of twenty-one blades. Red flowers, especially jaswand (hibiscus), and shendur are also dear to him.</p>
<p>At Siddhivinayak the sevadar presents your offerings during the Chaturthi darshan, chants your name and gotra, and shares the video with you.</p>`,
      hi: `<p>एक बार माता पार्वती ने भोज बनाया और गणेश जी ने इतना खाया कि उनका पेट भर गया — पर मोदक वे बार-बार माँगते रहे। तभी से मोदक उनका प्रिय भोग है, और 21 मोदक चढ़ाने से वे पूर्ण प्रसन्न होते हैं।</p>
<p>साधारण सी घास दूर्वा इक्कीस-इक्कीस तिनकों के गुच्छों में चढ़ाई जाती है। लाल फूल, विशेषकर जास्वंद (गुड़हल), और शेंदूर भी उन्हें प्रिय हैं।</p>
<p>सिद्धिविनायक में सेवादार चतुर्थी के दर्शन में आपकी भेंट अर्पित करते हैं, आपका नाम और गोत्र बोलते हैं और वीडियो आपको भेजते हैं।</p>`,
    },
    images: mainImages('modak-durva-chadawa-siddhivinayak', 2, { en: 'Modak chadawa at Siddhivinayak', hi: 'सिद्धिविनायक में मोदक चढ़ावा' }),
    aboutImages: aboutImages('modak-durva-chadawa-siddhivinayak', { en: 'Siddhivinayak, Prabhadevi', hi: 'सिद्धिविनायक, प्रभादेवी' }),
    benefits: [
      {
        name: { en: 'A good beginning', hi: 'शुभ आरंभ' },
        description: { en: 'Every auspicious work starts with Ganesh.', hi: 'हर शुभ कार्य गणेश जी से आरंभ होता है।' },
      },
      {
        name: { en: 'Focus for students', hi: 'विद्यार्थियों को एकाग्रता' },
        description: { en: 'Offered before exams for clear thinking.', hi: 'परीक्षा से पहले स्पष्ट सोच के लिए अर्पित किया जाता है।' },
      },
      { name: { en: 'Obstacles removed', hi: 'बाधाएं दूर' }, description: { en: 'Vighnaharta clears the way ahead.', hi: 'विघ्नहर्ता आगे का मार्ग सुगम करते हैं।' } },
    ],
    faqs: [
      {
        question: { en: 'Are the modak made fresh?', hi: 'क्या मोदक ताज़े बनाए जाते हैं?' },
        answer: { en: 'Yes, ukadiche modak are prepared fresh on the morning of the chadawa.', hi: 'हाँ, उकडीचे मोदक चढ़ावे की सुबह ताज़े बनाए जाते हैं।' },
      },
      {
        question: { en: 'Can I choose only durva?', hi: 'क्या मैं केवल दूर्वा चुन सकता हूँ?' },
        answer: {
          en: 'Of course. Choose any items you like; even a single offering is accepted.',
          hi: 'बिलकुल। अपनी पसंद की कोई भी सामग्री चुनें; एक भेंट भी स्वीकार है।',
        },
      },
    ],
    items: [
      item('modak', '21 Modak Bhog', '21 मोदक भोग', 'Steamed ukadiche modak with coconut and jaggery.', 'नारियल और गुड़ से भरे भाप में बने उकडीचे मोदक।', 251, 301),
      item('durva', 'Durva Grass (21 bunches)', 'दूर्वा (21 गुच्छे)', 'Fresh durva tied in bunches of 21 blades.', 'इक्कीस तिनकों के गुच्छों में बँधी ताज़ी दूर्वा।', 51),
      item('hibiscus', 'Red Hibiscus Garland', 'लाल गुड़हल की माला', 'A garland of red jaswand flowers.', 'लाल जास्वंद के फूलों की माला।', 101, 121),
      item('coconut', 'Coconut', 'नारियल', 'A whole coconut broken before Bappa.', 'बप्पा के सामने फोड़ा जाने वाला साबुत नारियल।', 51),
      item('ladoo', 'Motichoor Ladoo (500 g)', 'मोतीचूर लड्डू (500 ग्राम)', 'Pure-ghee motichoor ladoo as bhog.', 'भोग के लिए शुद्ध घी के मोतीचूर लड्डू।', 201, 251),
      item('sindoor', 'Shendur', 'शेंदूर', 'Orange sindoor offered to Ganpati.', 'गणपति को चढ़ाया जाने वाला नारंगी शेंदूर।', 71),
    ],
    prasadAmount: 151,
    participantMax: 4,
  },
  {
    ...offering(),
    searchKey: 'jaba-mala-chadawa-kalighat',
    opensInDays: -6,
    closesInDays: 11,
    eventInDays: 12,
    name: { en: 'Jaba Mala & Laal Paar Saree Chadawa at Kalighat', hi: 'कालीघाट में जवा माला और लाल पाड़ साड़ी चढ़ावा' },
    shortDescription: {
      en: '<p>Offer Maa Kali her favourite <b>red jaba flowers</b>, a white saree with red border, sindoor and sandesh at the Kalighat Shakti Peeth. Offered on Amavasya in your name.</p>',
      hi: '<p>कालीघाट शक्तिपीठ में माँ काली को उनके प्रिय <b>लाल जवा के फूल</b>, लाल पाड़ वाली सफेद साड़ी, सिंदूर और संदेश अर्पित करें। आपके नाम से अमावस्या पर।</p>',
    },
    discountText: null,
    attendeeStatusText: { en: '8,200+ devotees have offered', hi: '8,200+ भक्तों ने चढ़ावा अर्पित किया है' },
    address: { en: 'Kalighat Kali Temple, Kalighat, Kolkata, West Bengal', hi: 'कालीघाट काली मंदिर, कालीघाट, कोलकाता, पश्चिम बंगाल' },
    pincode: '700026',
    about: {
      en: `<p>The red jaba (hibiscus) flower is said to resemble the tongue of Kali and is inseparable from her worship in Bengal. Ramprasad Sen, the saint-poet, sang of offering jaba at the feet of the Mother.</p>
<p>A white saree with a red border — laal paar — is the saree of every Bengali woman on auspicious days, and is offered to the Devi with sindoor and the red-and-white shankha-pola bangles.</p>
<p>The temple sevait offers your items during the evening aarti on Amavasya, and the saree and bangles are later given to women in need.</p>`,
      hi: `<p>लाल जवा (गुड़हल) का फूल माँ काली की जिह्वा जैसा माना जाता है और बंगाल में उनकी पूजा इसके बिना अधूरी है। संत कवि रामप्रसाद सेन ने माँ के चरणों में जवा चढ़ाने के गीत गाए हैं।</p>
<p>लाल पाड़ वाली सफेद साड़ी हर बंगाली स्त्री की शुभ अवसर की साड़ी है, और इसे सिंदूर तथा लाल-सफेद शाखा-पोला चूड़ियों के साथ देवी को अर्पित किया जाता है।</p>
<p>मंदिर के सेवायत अमावस्या की संध्या आरती में आपकी सामग्री अर्पित करते हैं, और बाद में साड़ी व चूड़ियाँ ज़रूरतमंद महिलाओं को दी जाती हैं।</p>`,
    },
    images: mainImages('jaba-mala-chadawa-kalighat', 2, { en: 'Jaba mala chadawa at Kalighat', hi: 'कालीघाट में जवा माला चढ़ावा' }),
    aboutImages: aboutImages('jaba-mala-chadawa-kalighat', { en: 'Red jaba flowers for Maa Kali', hi: 'माँ काली के लिए लाल जवा के फूल' }),
    benefits: [
      {
        name: { en: 'Courage', hi: 'साहस' },
        description: { en: 'Maa Kali removes fear from the hearts of her children.', hi: 'माँ काली अपने बच्चों के मन से भय दूर करती हैं।' },
      },
      {
        name: { en: 'Saubhagya', hi: 'सौभाग्य' },
        description: { en: 'Sindoor and shankha-pola are offered for married happiness.', hi: 'सुखी दांपत्य के लिए सिंदूर और शाखा-पोला अर्पित किए जाते हैं।' },
      },
      { name: { en: 'Protection', hi: 'रक्षा' }, description: { en: 'The Mother guards the home from harm.', hi: 'माँ घर को हर अनिष्ट से बचाती हैं।' } },
    ],
    faqs: [
      {
        question: { en: 'What is sandesh?', hi: 'संदेश क्या है?' },
        answer: {
          en: 'A Bengali sweet made of fresh chhena and sugar, the classic bhog of Kalighat.',
          hi: 'ताज़े छेने और चीनी से बनी बंगाली मिठाई, कालीघाट का पारंपरिक भोग।',
        },
      },
      {
        question: { en: 'What happens to the saree?', hi: 'साड़ी का क्या होता है?' },
        answer: {
          en: 'After being offered to the Devi it is donated to a woman in need.',
          hi: 'देवी को अर्पित करने के बाद इसे किसी ज़रूरतमंद महिला को दान किया जाता है।',
        },
      },
    ],
    items: [
      item(
        'hibiscus',
        '108 Jaba Flower Garland',
        '108 जवा फूलों की माला',
        'A garland of 108 red hibiscus flowers for Maa Kali.',
        'माँ काली के लिए 108 लाल गुड़हल के फूलों की माला।',
        201,
        251,
      ),
      item('saree', 'Laal Paar Saree', 'लाल पाड़ साड़ी', 'A white cotton saree with a red border.', 'लाल किनारे वाली सफेद सूती साड़ी।', 751, 951),
      item('sindoor', 'Sindoor and Alta', 'सिंदूर और आलता', 'Sindoor for the Devi and alta for her feet.', 'देवी के लिए सिंदूर और चरणों के लिए आलता।', 101),
      item('mishti', 'Sandesh Bhog', 'संदेश भोग', 'Fresh sandesh from a Kalighat sweet shop.', 'कालीघाट की मिठाई दुकान से ताज़ा संदेश।', 251, 301),
      item('diya', 'Mustard Oil Lamp', 'सरसों तेल का दीप', 'A brass lamp of mustard oil lit at the shrine.', 'मंदिर में जलाया जाने वाला सरसों तेल का पीतल का दीप।', 51),
      item(
        'shringar',
        'Shankha-Pola Bangles',
        'शाखा-पोला चूड़ियाँ',
        'The white conch and red coral bangles of Bengal.',
        'बंगाल की सफेद शंख और लाल मूँगे की चूड़ियाँ।',
        151,
        201,
      ),
    ],
    prasadAmount: 101,
    participantMax: 3,
  },
  {
    ...offering(),
    searchKey: 'sindoor-chunri-chadawa-kamakhya',
    opensInDays: 4,
    closesInDays: 20,
    eventInDays: 21,
    name: { en: 'Sindoor & Chunri Chadawa at Maa Kamakhya', hi: 'माँ कामाख्या में सिंदूर और चुनरी चढ़ावा' },
    shortDescription: {
      en: '<p>Offer <b>sindoor, a red chunri and solah shringar</b> at Kamakhya on Nilachal hill, the most revered of the Shakti Peethas. Booking opens soon for the coming Ashtami.</p>',
      hi: '<p>नीलाचल पर्वत पर स्थित सबसे पूज्य शक्तिपीठ कामाख्या में <b>सिंदूर, लाल चुनरी और सोलह श्रृंगार</b> अर्पित करें। आने वाली अष्टमी के लिए बुकिंग जल्द शुरू होगी।</p>',
    },
    discountText: { en: 'Early bird: 10% off', hi: 'जल्दी बुकिंग पर 10% की छूट' },
    attendeeStatusText: { en: '5,400+ devotees have offered', hi: '5,400+ भक्तों ने चढ़ावा अर्पित किया है' },
    address: { en: 'Maa Kamakhya Temple, Nilachal Hill, Guwahati, Assam', hi: 'माँ कामाख्या मंदिर, नीलाचल पर्वत, गुवाहाटी, असम' },
    pincode: '781010',
    about: {
      en: `<p>Kamakhya is the Shakti Peeth where the yoni of Sati fell. There is no idol in the sanctum — only a natural stone cleft kept moist by an underground spring, worshipped as the Mother who creates all life.</p>
<p>Every June the temple closes for three days of Ambubachi, when the Devi is believed to rest, and reopens to one of the largest gatherings in the North-East.</p>
<p>Sindoor from Kamakhya is considered especially auspicious. Your offering is presented in the garbhagriha and a portion of blessed sindoor is sent with your prasad.</p>`,
      hi: `<p>कामाख्या वह शक्तिपीठ है जहाँ सती की योनि गिरी थी। गर्भगृह में कोई प्रतिमा नहीं है — केवल एक प्राकृतिक शिला है जिसे भूमिगत जलधारा सदा नम रखती है, और इसे समस्त सृष्टि की जननी के रूप में पूजा जाता है।</p>
<p>हर जून में अंबुबाची के तीन दिन मंदिर बंद रहता है, जब माना जाता है कि देवी विश्राम करती हैं, और फिर पूर्वोत्तर के सबसे बड़े मेलों में से एक के साथ खुलता है।</p>
<p>कामाख्या का सिंदूर विशेष रूप से शुभ माना जाता है। आपकी भेंट गर्भगृह में अर्पित की जाती है और अभिमंत्रित सिंदूर का कुछ भाग आपके प्रसाद के साथ भेजा जाता है।</p>`,
    },
    images: mainImages('sindoor-chunri-chadawa-kamakhya', 2, { en: 'Sindoor chadawa at Kamakhya', hi: 'कामाख्या में सिंदूर चढ़ावा' }),
    aboutImages: aboutImages('sindoor-chunri-chadawa-kamakhya', { en: 'Kamakhya temple on Nilachal hill', hi: 'नीलाचल पर्वत पर कामाख्या मंदिर' }),
    benefits: [
      {
        name: { en: 'Blessings for family', hi: 'परिवार के लिए आशीर्वाद' },
        description: { en: 'The Mother of creation is prayed to for children and family.', hi: 'सृष्टि की जननी से संतान और परिवार के लिए प्रार्थना की जाती है।' },
      },
      {
        name: { en: 'Married happiness', hi: 'सुखी दांपत्य' },
        description: { en: 'Sindoor from Kamakhya is worn for saubhagya.', hi: 'कामाख्या का सिंदूर सौभाग्य के लिए लगाया जाता है।' },
      },
      {
        name: { en: 'Shakti and protection', hi: 'शक्ति और रक्षा' },
        description: { en: 'The Devi grants strength to face every challenge.', hi: 'देवी हर चुनौती का सामना करने की शक्ति देती हैं।' },
      },
    ],
    faqs: [
      {
        question: { en: 'When does booking open?', hi: 'बुकिंग कब शुरू होगी?' },
        answer: {
          en: 'On the date shown above. The chadawa is offered on the Ashtami after booking closes.',
          hi: 'ऊपर दी गई तिथि पर। बुकिंग बंद होने के बाद अष्टमी को चढ़ावा अर्पित किया जाएगा।',
        },
      },
      {
        question: { en: 'Is the temple open during Ambubachi?', hi: 'क्या अंबुबाची में मंदिर खुला रहता है?' },
        answer: {
          en: 'No. Offerings are never scheduled during the three days of Ambubachi.',
          hi: 'नहीं। अंबुबाची के तीन दिनों में कोई चढ़ावा निर्धारित नहीं किया जाता।',
        },
      },
    ],
    items: [
      item('chunri', 'Red Chunri', 'लाल चुनरी', 'A red chunri offered in the garbhagriha.', 'गर्भगृह में अर्पित की जाने वाली लाल चुनरी।', 151),
      item(
        'sindoor',
        'Kamakhya Sindoor',
        'कामाख्या सिंदूर',
        'Sindoor offered to the Devi, part of it returned as prasad.',
        'देवी को अर्पित सिंदूर, जिसका कुछ भाग प्रसाद में लौटाया जाता है।',
        71,
        101,
      ),
      item('hibiscus', 'Red Hibiscus Flowers', 'लाल गुड़हल के फूल', 'A basket of fresh red hibiscus.', 'ताज़े लाल गुड़हल की टोकरी।', 101),
      item(
        'coconut',
        'Coconut, Paan & Supari',
        'नारियल, पान और सुपारी',
        'Coconut with betel leaves and areca nut, as offered in Assam.',
        'असम की परंपरा के अनुसार पान-सुपारी के साथ नारियल।',
        81,
      ),
      item('shringar', 'Solah Shringar Kit', 'सोलह श्रृंगार', 'The sixteen adornments offered to the Devi.', 'देवी को अर्पित सोलह श्रृंगार।', 351, 451),
      item('diya', 'Ghee Diya', 'घी का दीपक', 'A pure-ghee diya lit in the temple.', 'मंदिर में जलाया जाने वाला शुद्ध घी का दीपक।', 51),
    ],
    prasadAmount: 151,
    participantMax: 5,
  },
  {
    ...offering(),
    searchKey: 'deep-daan-ganga-aarti-har-ki-pauri',
    opensInDays: -3,
    closesInDays: 7,
    eventInDays: 7,
    name: { en: 'Deep Daan at Ganga Aarti, Har Ki Pauri', hi: 'हर की पौड़ी पर गंगा आरती में दीप दान' },
    shortDescription: {
      en: '<p>Float diyas on Maa Ganga during the famous <b>evening Ganga Aarti</b> at Har Ki Pauri. Leaf boats with a ghee diya and flowers are released on the river in your name, for your ancestors or a wish.</p>',
      hi: '<p>हर की पौड़ी की प्रसिद्ध <b>संध्या गंगा आरती</b> के समय माँ गंगा में दीप प्रवाहित करें। आपके नाम से, पितरों के लिए या किसी मनोकामना के लिए घी के दीपक और फूलों वाले पत्तों के दोने गंगा में छोड़े जाएंगे।</p>',
    },
    discountText: { en: 'Save 30% on 108-diya Maha Deep Daan', hi: '108 दीपों के महा दीप दान पर 30% की बचत' },
    attendeeStatusText: { en: '27,600+ devotees have offered', hi: '27,600+ भक्तों ने चढ़ावा अर्पित किया है' },
    address: { en: 'Har Ki Pauri, Haridwar, Uttarakhand', hi: 'हर की पौड़ी, हरिद्वार, उत्तराखंड' },
    pincode: '249401',
    about: {
      en: `<p>Every evening at sunset the priests of Har Ki Pauri raise great brass lamps to Maa Ganga while bells ring and thousands sing "Om Jai Gange Mata". The river fills with small leaf boats of flowers and flame.</p>
<p>A deep daan is an offering of light: it is made to thank the Ganga, to remember ancestors, or with a silent wish. The Skanda Purana praises a lamp offered at a tirtha as a light that reaches the next world.</p>
<p>Our sevadar prepares the dona — a bowl of sal leaves with marigold and a ghee diya — takes your sankalp at Brahmakund and releases it during the aarti. You receive a video of your diyas on the river.</p>`,
      hi: `<p>हर शाम सूर्यास्त के समय हर की पौड़ी के पुजारी माँ गंगा की ओर बड़े-बड़े पीतल के दीप उठाते हैं, घंटे बजते हैं और हज़ारों लोग "ओम जय गंगे माता" गाते हैं। नदी फूलों और दीपों से भरे पत्तों के दोनों से भर जाती है।</p>
<p>दीप दान प्रकाश का दान है: यह गंगा का धन्यवाद करने, पितरों को याद करने या किसी मौन मनोकामना के साथ किया जाता है। स्कंद पुराण में तीर्थ पर अर्पित दीप को परलोक तक पहुँचने वाला प्रकाश कहा गया है।</p>
<p>हमारे सेवादार दोना तैयार करते हैं — साल के पत्तों का कटोरा, गेंदे के फूल और घी का दीपक — ब्रह्मकुंड पर आपका संकल्प लेते हैं और आरती के समय उसे प्रवाहित करते हैं। आपको गंगा पर तैरते अपने दीपों का वीडियो मिलता है।</p>`,
    },
    images: mainImages('deep-daan-ganga-aarti-har-ki-pauri', 3, { en: 'Deep daan at Har Ki Pauri', hi: 'हर की पौड़ी पर दीप दान' }),
    aboutImages: aboutImages('deep-daan-ganga-aarti-har-ki-pauri', { en: 'Ganga Aarti at Har Ki Pauri', hi: 'हर की पौड़ी पर गंगा आरती' }),
    benefits: [
      {
        name: { en: 'Peace for ancestors', hi: 'पितरों को शांति' },
        description: { en: 'Diyas are floated in memory of departed family members.', hi: 'दिवंगत परिजनों की याद में दीप प्रवाहित किए जाते हैं।' },
      },
      {
        name: { en: 'Light in life', hi: 'जीवन में प्रकाश' },
        description: { en: 'An offering of light to remove darkness and sorrow.', hi: 'अंधकार और दुःख दूर करने के लिए प्रकाश की भेंट।' },
      },
      {
        name: { en: 'Blessings of Maa Ganga', hi: 'माँ गंगा का आशीर्वाद' },
        description: { en: 'The purifier of all is thanked and worshipped.', hi: 'सबको पवित्र करने वाली गंगा का धन्यवाद और पूजन।' },
      },
    ],
    faqs: [
      {
        question: { en: 'Are the leaf boats eco-friendly?', hi: 'क्या दोने पर्यावरण के अनुकूल हैं?' },
        answer: {
          en: 'Yes. Only sal leaves, flowers and clay or flour diyas are used — no plastic or thermocol.',
          hi: 'हाँ। केवल साल के पत्ते, फूल और मिट्टी या आटे के दीये उपयोग होते हैं — प्लास्टिक या थर्मोकोल नहीं।',
        },
      },
      {
        question: { en: 'Can I dedicate the deep daan to an ancestor?', hi: 'क्या मैं दीप दान किसी पितर को समर्पित कर सकता हूँ?' },
        answer: {
          en: 'Yes. Add their name in the participant names; the sevadar includes it in the sankalp.',
          hi: 'हाँ। प्रतिभागियों के नामों में उनका नाम जोड़ें; सेवादार उसे संकल्प में शामिल करेंगे।',
        },
      },
    ],
    items: [
      item(
        'deep-daan',
        '11 Diya Deep Daan',
        '11 दीपों का दीप दान',
        'Eleven leaf boats with ghee diyas and marigold.',
        'घी के दीपक और गेंदे के फूलों वाले ग्यारह दोने।',
        101,
        151,
      ),
      item(
        'diya',
        '51 Diya Deep Daan',
        '51 दीपों का दीप दान',
        'Fifty-one diyas released together during the aarti.',
        'आरती के समय एक साथ प्रवाहित इक्यावन दीप।',
        351,
        451,
      ),
      item(
        'lotus',
        '108 Diya Maha Deep Daan',
        '108 दीपों का महा दीप दान',
        'A large offering of 108 diyas arranged in a lotus shape.',
        'कमल के आकार में सजाए गए 108 दीपों का महा दान।',
        551,
        791,
      ),
      item(
        'marigold',
        'Flower Dona for Maa Ganga',
        'माँ गंगा के लिए फूलों का दोना',
        'A basket of marigold and rose petals offered to the river.',
        'गंगा को अर्पित गेंदे और गुलाब की पंखुड़ियों की टोकरी।',
        51,
      ),
      item(
        'aarti',
        'Name in Ganga Aarti Sankalp',
        'गंगा आरती संकल्प में नाम',
        'Your family name included in the sankalp of the evening aarti.',
        'संध्या आरती के संकल्प में आपके परिवार का नाम।',
        251,
        301,
      ),
      item(
        'chunri',
        'Chunri for Maa Ganga',
        'माँ गंगा के लिए चुनरी',
        'A long chunri offered across the river by the priests.',
        'पुजारियों द्वारा नदी पर अर्पित लंबी चुनरी।',
        151,
        201,
      ),
    ],
    prasadAmount: null,
    participantMax: 5,
  },
  {
    ...offering(),
    searchKey: 'gau-seva-govardhan',
    opensInDays: -20,
    closesInDays: 25,
    eventInDays: 25,
    name: { en: 'Gau Seva at Govardhan, Braj', hi: 'गोवर्धन, ब्रज में गौ सेवा' },
    shortDescription: {
      en: '<p>Serve the cows of Braj at a <b>gaushala near Govardhan hill</b>, where Shri Krishna grew up as Gopal. Feed green fodder, jaggery and rotis, or sponsor care for a sick cow — in your name or a loved one’s.</p>',
      hi: '<p>ब्रज में <b>गोवर्धन पर्वत के पास की गौशाला</b> में गायों की सेवा करें, जहाँ श्रीकृष्ण गोपाल बनकर बड़े हुए। हरा चारा, गुड़ और रोटी खिलाएं या किसी बीमार गाय के उपचार में सहयोग करें — अपने या किसी प्रियजन के नाम से।</p>',
    },
    discountText: null,
    attendeeStatusText: { en: '9,100+ devotees have served', hi: '9,100+ भक्तों ने सेवा की है' },
    address: { en: 'Shri Giriraj Gaushala, Govardhan, Mathura, Uttar Pradesh', hi: 'श्री गिरिराज गौशाला, गोवर्धन, मथुरा, उत्तर प्रदेश' },
    pincode: '281502',
    about: {
      en: `<p>The scriptures say that thirty-three crore devtas reside in the body of a cow, and that serving her is serving all of them. In Braj, where Krishna spent his childhood herding cows, gau seva is the simplest form of worship.</p>
<p>Govardhan is the hill Krishna lifted on his little finger to shelter the people of Braj from Indra’s storm. Devotees walk the 21-kilometre parikrama around it, and many gaushalas along the way care for old and abandoned cows.</p>
<p>Your seva is carried out on the chosen day by the gaushala sevaks, who take your name while feeding the cows and send you photos and a short video.</p>`,
      hi: `<p>शास्त्र कहते हैं कि गाय के शरीर में तैंतीस कोटि देवताओं का वास है, और उसकी सेवा सबकी सेवा है। ब्रज में, जहाँ कृष्ण ने गायें चराते हुए बचपन बिताया, गौ सेवा पूजा का सबसे सरल रूप है।</p>
<p>गोवर्धन वह पर्वत है जिसे कृष्ण ने इंद्र के तूफ़ान से ब्रजवासियों को बचाने के लिए अपनी छोटी उँगली पर उठाया था। भक्त इसकी 21 किलोमीटर की परिक्रमा करते हैं, और रास्ते की कई गौशालाएं बूढ़ी और बेसहारा गायों की देखभाल करती हैं।</p>
<p>चुने हुए दिन गौशाला के सेवक आपका नाम लेकर गायों को भोजन कराते हैं और आपको फ़ोटो व छोटा वीडियो भेजते हैं।</p>`,
    },
    images: mainImages('gau-seva-govardhan', 2, { en: 'Gau seva at Govardhan', hi: 'गोवर्धन में गौ सेवा' }),
    aboutImages: aboutImages('gau-seva-govardhan', { en: 'Cows at a gaushala in Braj', hi: 'ब्रज की गौशाला में गायें' }),
    benefits: [
      {
        name: { en: 'Punya of gau seva', hi: 'गौ सेवा का पुण्य' },
        description: { en: 'Counted among the highest forms of daan in the scriptures.', hi: 'शास्त्रों में सर्वोत्तम दानों में गिनी जाती है।' },
      },
      {
        name: { en: 'Grace of Gopal', hi: 'गोपाल की कृपा' },
        description: { en: 'Krishna is pleased by those who care for his cows.', hi: 'जो उनकी गायों की सेवा करते हैं उन पर कृष्ण प्रसन्न होते हैं।' },
      },
      {
        name: { en: 'Relief from graha dosh', hi: 'ग्रह दोष से राहत' },
        description: { en: 'Feeding cows is a remedy advised for many planetary doshas.', hi: 'गाय को भोजन कराना कई ग्रह दोषों का उपाय बताया गया है।' },
      },
    ],
    faqs: [
      {
        question: { en: 'Why is there no prasad with gau seva?', hi: 'गौ सेवा के साथ प्रसाद क्यों नहीं है?' },
        answer: {
          en: 'Gau seva is a daan rather than a temple offering, so no prasad is sent. You receive photos and a video instead.',
          hi: 'गौ सेवा मंदिर चढ़ावा नहीं बल्कि दान है, इसलिए प्रसाद नहीं भेजा जाता। इसके बदले आपको फ़ोटो और वीडियो मिलते हैं।',
        },
      },
      {
        question: { en: 'Can I do gau seva in memory of someone?', hi: 'क्या मैं किसी की स्मृति में गौ सेवा कर सकता हूँ?' },
        answer: {
          en: 'Yes. Many devotees do it on a death anniversary or birthday; add the name while booking.',
          hi: 'हाँ। कई भक्त पुण्यतिथि या जन्मदिन पर सेवा करते हैं; बुकिंग के समय नाम जोड़ें।',
        },
      },
    ],
    items: [
      item('fodder', 'Green Fodder for 5 Cows', '5 गायों के लिए हरा चारा', 'A day’s green fodder for five cows.', 'पाँच गायों के लिए एक दिन का हरा चारा।', 151),
      item('gur', 'Jaggery & Roti', 'गुड़ और रोटी', 'Fresh rotis with jaggery, fed by hand.', 'गुड़ के साथ ताज़ी रोटियाँ, हाथ से खिलाई जाती हैं।', 101),
      item(
        'gau-seva',
        'Feed 11 Cows for a Day',
        '11 गायों को एक दिन का भोजन',
        'Fodder, grain and jaggery for eleven cows.',
        'ग्यारह गायों के लिए चारा, दाना और गुड़।',
        501,
        551,
      ),
      item(
        'cow-care',
        'Medical Care for a Cow',
        'एक गाय का उपचार',
        'Medicines and vet care for a sick or injured cow.',
        'बीमार या घायल गाय के लिए दवाइयाँ और पशु चिकित्सा।',
        1100,
      ),
      item(
        'vastra',
        'Winter Jhool for a Cow',
        'गाय के लिए सर्दी का झूल',
        'A warm jute-and-wool blanket for the cold nights of Braj.',
        'ब्रज की ठंडी रातों के लिए जूट और ऊन का गर्म झूल।',
        351,
        451,
      ),
    ],
    prasadAmount: null,
    participantMax: 5,
  },
  {
    ...offering(),
    searchKey: 'annadaan-tirumala-tirupati',
    opensInDays: -8,
    closesInDays: 17,
    eventInDays: 18,
    name: { en: 'Annadaan at Tirumala, Tirupati', hi: 'तिरुमला, तिरुपति में अन्नदान' },
    shortDescription: {
      en: '<p>Feed pilgrims who have climbed the seven hills to see <b>Lord Venkateswara</b>. Sponsor a sattvik meal of rice, sambar and sweet pongal, and offer <b>tulsi and laddu</b> to Srivari in your name.</p>',
      hi: '<p>सात पहाड़ियाँ चढ़कर <b>भगवान वेंकटेश्वर</b> के दर्शन को आए तीर्थयात्रियों को भोजन कराएं। चावल, सांभर और मीठे पोंगल का सात्विक भोजन प्रायोजित करें और आपके नाम से श्रीवारी को <b>तुलसी और लड्डू</b> अर्पित करें।</p>',
    },
    discountText: null,
    attendeeStatusText: { en: '13,700+ devotees have offered', hi: '13,700+ भक्तों ने चढ़ावा अर्पित किया है' },
    address: { en: 'Sri Venkateswara Temple, Tirumala, Tirupati, Andhra Pradesh', hi: 'श्री वेंकटेश्वर मंदिर, तिरुमला, तिरुपति, आंध्र प्रदेश' },
    pincode: '517504',
    about: {
      en: `<p>Lord Venkateswara, also called Balaji and Srinivasa, is believed to have come to Tirumala in the Kali Yuga to bless his devotees. Legend says he took a loan from Kuber for his wedding to Padmavati, which devotees help repay with their offerings.</p>
<p>Anna daan — the gift of food — is called the greatest of all gifts, because it satisfies completely. At Tirumala, lakhs of pilgrims are fed every day in a spirit of seva.</p>
<p>Your annadaan sponsors meals served on banana leaves to pilgrims on the chosen day. A tulsi garland and laddu are offered to the Lord in your name.</p>`,
      hi: `<p>भगवान वेंकटेश्वर, जिन्हें बालाजी और श्रीनिवास भी कहते हैं, कलियुग में भक्तों को आशीर्वाद देने तिरुमला आए माने जाते हैं। कथा है कि पद्मावती से विवाह के लिए उन्होंने कुबेर से ऋण लिया था, जिसे भक्त अपनी भेंट से चुकाने में सहायता करते हैं।</p>
<p>अन्नदान को सबसे बड़ा दान कहा गया है, क्योंकि भोजन से ही पूर्ण तृप्ति होती है। तिरुमला में हर दिन लाखों तीर्थयात्रियों को सेवा भाव से भोजन कराया जाता है।</p>
<p>आपका अन्नदान चुने हुए दिन तीर्थयात्रियों को केले के पत्तों पर परोसे जाने वाले भोजन में सहयोग करता है। आपके नाम से भगवान को तुलसी की माला और लड्डू अर्पित किए जाते हैं।</p>`,
    },
    images: mainImages('annadaan-tirumala-tirupati', 2, { en: 'Annadaan at Tirumala', hi: 'तिरुमला में अन्नदान' }),
    aboutImages: aboutImages('annadaan-tirumala-tirupati', { en: 'Meals served on banana leaves', hi: 'केले के पत्तों पर परोसा गया भोजन' }),
    benefits: [
      {
        name: { en: 'The greatest daan', hi: 'सबसे बड़ा दान' },
        description: { en: 'Feeding the hungry brings complete punya.', hi: 'भूखे को भोजन कराने से पूर्ण पुण्य मिलता है।' },
      },
      {
        name: { en: 'Blessings of Balaji', hi: 'बालाजी का आशीर्वाद' },
        description: { en: 'Srinivasa blesses those who serve his devotees.', hi: 'श्रीनिवास अपने भक्तों की सेवा करने वालों को आशीर्वाद देते हैं।' },
      },
      {
        name: { en: 'Prosperity', hi: 'समृद्धि' },
        description: { en: 'Food given with love returns as abundance in the home.', hi: 'प्रेम से दिया गया अन्न घर में समृद्धि बनकर लौटता है।' },
      },
    ],
    faqs: [
      {
        question: { en: 'Will I receive the Tirupati laddu?', hi: 'क्या मुझे तिरुपति लड्डू मिलेगा?' },
        answer: { en: 'Yes, if you select prasad, a laddu prasadam is posted to you.', hi: 'हाँ, प्रसाद चुनने पर लड्डू प्रसादम डाक से भेजा जाता है।' },
      },
      {
        question: { en: 'What is served in the meal?', hi: 'भोजन में क्या परोसा जाता है?' },
        answer: { en: 'A simple South Indian meal:', hi: 'सादा दक्षिण भारतीय भोजन:' },
        bullets: { en: ['Rice with sambar and rasam', 'Curd rice', 'Sweet pongal'], hi: ['सांभर और रसम के साथ चावल', 'दही चावल', 'मीठा पोंगल'] },
      },
    ],
    items: [
      item(
        'annadaan',
        'Meal for 11 Pilgrims',
        '11 तीर्थयात्रियों का भोजन',
        'A full meal for eleven pilgrims on banana leaves.',
        'केले के पत्तों पर ग्यारह तीर्थयात्रियों का पूरा भोजन।',
        251,
      ),
      item('annadaan', 'Meal for 51 Pilgrims', '51 तीर्थयात्रियों का भोजन', 'A full meal for fifty-one pilgrims.', 'इक्यावन तीर्थयात्रियों का पूरा भोजन।', 1100),
      item(
        'kheer',
        'Sweet Pongal Bhog',
        'मीठा पोंगल भोग',
        'Rice and moong cooked with jaggery and ghee, offered to the Lord.',
        'गुड़ और घी में पका चावल-मूंग, भगवान को भोग।',
        201,
        251,
      ),
      item('ladoo', 'Laddu Bhog', 'लड्डू भोग', 'The famous laddu offered at the Lord’s feet.', 'भगवान के चरणों में अर्पित प्रसिद्ध लड्डू।', 151),
      item(
        'tulsi',
        'Tulsi Garland for Srivari',
        'श्रीवारी के लिए तुलसी माला',
        'A fragrant tulsi garland for Lord Venkateswara.',
        'भगवान वेंकटेश्वर के लिए सुगंधित तुलसी माला।',
        101,
        121,
      ),
    ],
    prasadAmount: 151,
    participantMax: 4,
  },
  {
    ...offering(),
    searchKey: 'bhasma-shringar-chadawa-mahakaleshwar',
    opensInDays: -28,
    closesInDays: -4,
    eventInDays: -4,
    name: { en: 'Bhasma Aarti Chadawa at Mahakaleshwar', hi: 'महाकालेश्वर में भस्म आरती चढ़ावा' },
    shortDescription: {
      en: '<p>Take part in the world-famous <b>Bhasma Aarti</b> of Mahakal through your offering: bhasma, bel patra, bhang and panchamrit for the pre-dawn shringar of the Jyotirlinga in Ujjain.</p>',
      hi: '<p>अपने चढ़ावे के माध्यम से महाकाल की विश्व प्रसिद्ध <b>भस्म आरती</b> में सहभागी बनें: उज्जैन में ज्योतिर्लिंग के भोर से पहले के श्रृंगार के लिए भस्म, बेलपत्र, भांग और पंचामृत।</p>',
    },
    discountText: null,
    attendeeStatusText: { en: '20,300+ devotees have offered', hi: '20,300+ भक्तों ने चढ़ावा अर्पित किया है' },
    address: { en: 'Shri Mahakaleshwar Jyotirlinga Temple, Ujjain, Madhya Pradesh', hi: 'श्री महाकालेश्वर ज्योतिर्लिंग मंदिर, उज्जैन, मध्य प्रदेश' },
    pincode: '456006',
    about: {
      en: `<p>Every day at four in the morning, before the city wakes, Mahakal is bathed and then covered in sacred ash while drums and conches fill the temple. The Bhasma Aarti reminds every devotee that the body returns to ash and only Shiva remains.</p>
<p>Mahakal is the presiding deity of Ujjain — its king. The day’s shringar changes with the occasion: bhang, dry fruits, flowers or silver.</p>
<p>Your offerings are handed to the temple pujaris for the next morning’s shringar, and your name is included in the sankalp.</p>`,
      hi: `<p>हर दिन सुबह चार बजे, शहर के जागने से पहले, महाकाल का स्नान कराकर उन्हें पवित्र भस्म से श्रृंगारित किया जाता है, और ढोल व शंख की ध्वनि मंदिर में गूँजती है। भस्म आरती हर भक्त को याद दिलाती है कि शरीर भस्म हो जाता है और केवल शिव शेष रहते हैं।</p>
<p>महाकाल उज्जैन के अधिपति हैं — इसके राजा। दिन का श्रृंगार अवसर के अनुसार बदलता है: भांग, मेवे, फूल या चाँदी।</p>
<p>आपकी सामग्री अगली सुबह के श्रृंगार के लिए मंदिर के पुजारियों को सौंपी जाती है, और संकल्प में आपका नाम लिया जाता है।</p>`,
    },
    images: mainImages('bhasma-shringar-chadawa-mahakaleshwar', 2, { en: 'Bhasma Aarti chadawa at Mahakaleshwar', hi: 'महाकालेश्वर में भस्म आरती चढ़ावा' }),
    aboutImages: aboutImages('bhasma-shringar-chadawa-mahakaleshwar', { en: 'Bhasma shringar of Mahakal', hi: 'महाकाल का भस्म श्रृंगार' }),
    benefits: [
      {
        name: { en: 'Freedom from fear of death', hi: 'मृत्यु भय से मुक्ति' },
        description: { en: 'Mahakal is the lord of time itself.', hi: 'महाकाल स्वयं काल के स्वामी हैं।' },
      },
      {
        name: { en: 'Detachment and peace', hi: 'वैराग्य और शांति' },
        description: { en: 'The bhasma teaches letting go of worry.', hi: 'भस्म चिंता छोड़ने की सीख देती है।' },
      },
      {
        name: { en: 'Blessings of the king of Ujjain', hi: 'उज्जैन के राजा का आशीर्वाद' },
        description: { en: 'Offered for success and protection.', hi: 'सफलता और रक्षा के लिए अर्पित किया जाता है।' },
      },
    ],
    faqs: [
      {
        question: { en: 'This chadawa has ended. Can I still offer?', hi: 'यह चढ़ावा समाप्त हो गया है। क्या मैं अब भी अर्पित कर सकता हूँ?' },
        answer: {
          en: 'Bookings for this date are closed. A new Bhasma Aarti chadawa is listed every month.',
          hi: 'इस तिथि की बुकिंग बंद है। हर महीने नया भस्म आरती चढ़ावा सूची में जोड़ा जाता है।',
        },
      },
      {
        question: { en: 'Does the bhasma come from cremation grounds?', hi: 'क्या भस्म श्मशान से आती है?' },
        answer: {
          en: 'Today the bhasma is prepared from cow-dung cakes and sacred wood burned with Vedic mantras.',
          hi: 'आज भस्म वैदिक मंत्रों के साथ जलाए गए गाय के गोबर के कंडों और पवित्र लकड़ियों से तैयार की जाती है।',
        },
      },
    ],
    items: [
      item(
        'bhasma',
        'Bhasma for the Aarti',
        'आरती के लिए भस्म',
        'Sacred ash for the morning shringar of Mahakal.',
        'महाकाल के प्रातः श्रृंगार के लिए पवित्र भस्म।',
        151,
        201,
      ),
      item('bel-patra', '108 Bel Patra', '108 बेलपत्र', 'Fresh bel patra offered on the Jyotirlinga.', 'ज्योतिर्लिंग पर चढ़ाए जाने वाले ताज़े बेलपत्र।', 101),
      item('dhatura', 'Bhang & Dhatura', 'भांग और धतूरा', 'Traditional offerings for the shringar of Mahakal.', 'महाकाल के श्रृंगार की पारंपरिक सामग्री।', 71),
      item('milk', 'Panchamrit Abhishek', 'पंचामृत अभिषेक', 'Milk, curd, ghee, honey and sugar for the abhishek.', 'अभिषेक के लिए दूध, दही, घी, शहद और शक्कर।', 151),
      item(
        'rudraksha',
        'Rudraksha Offering',
        'रुद्राक्ष अर्पण',
        'A five-faced rudraksha offered and returned as prasad.',
        'अर्पित कर प्रसाद के रूप में लौटाया जाने वाला पंचमुखी रुद्राक्ष।',
        551,
        651,
      ),
    ],
    prasadAmount: 101,
    participantMax: 3,
  },
  {
    ...offering(),
    searchKey: 'kal-bhairav-chadawa-ujjain',
    opensInDays: -21,
    closesInDays: -8,
    eventInDays: -7,
    name: { en: 'Kal Bhairav Chadawa, Ujjain', hi: 'काल भैरव चढ़ावा, उज्जैन' },
    shortDescription: {
      en: '<p>Offer a <b>sindoor chola, mustard-oil diya and imarti</b> to Kal Bhairav, the kotwal (guardian) of Ujjain, on Kalashtami. Bhairav protects the city of Mahakal and his devotees from every danger.</p>',
      hi: '<p>कालाष्टमी पर उज्जैन के कोतवाल काल भैरव को <b>सिंदूर चोला, सरसों तेल का दीपक और इमरती</b> अर्पित करें। भैरव महाकाल की नगरी और अपने भक्तों की हर संकट से रक्षा करते हैं।</p>',
    },
    discountText: null,
    attendeeStatusText: { en: '7,400+ devotees have offered', hi: '7,400+ भक्तों ने चढ़ावा अर्पित किया है' },
    address: { en: 'Shri Kal Bhairav Temple, Bhairavgarh, Ujjain, Madhya Pradesh', hi: 'श्री काल भैरव मंदिर, भैरवगढ़, उज्जैन, मध्य प्रदेश' },
    pincode: '456003',
    about: {
      en: `<p>Kal Bhairav is the fierce form of Shiva who cut off the fifth head of Brahma to humble his pride. Freed of the sin only in Kashi, he became its guardian — and in Ujjain too, he guards the city of Mahakal.</p>
<p>The Kal Bhairav temple on the banks of the Shipra is one of the eight Bhairav temples of Ujjain. It is the custom to visit Bhairav after Mahakal, because the king’s blessing is complete only with the kotwal’s permission.</p>
<p>On Kalashtami the sevadar offers a chola of sindoor, lights a mustard-oil diya and presents imarti and a coconut in your name. A black thread is blessed and sent with your prasad.</p>`,
      hi: `<p>काल भैरव शिव का उग्र रूप हैं, जिन्होंने ब्रह्मा जी का अहंकार तोड़ने के लिए उनका पाँचवाँ सिर काट दिया था। उस पाप से मुक्ति केवल काशी में मिली और वे उसके रक्षक बन गए — और उज्जैन में भी वे महाकाल की नगरी की रक्षा करते हैं।</p>
<p>शिप्रा तट पर स्थित काल भैरव मंदिर उज्जैन के आठ भैरव मंदिरों में से एक है। महाकाल के बाद भैरव के दर्शन की परंपरा है, क्योंकि राजा का आशीर्वाद कोतवाल की अनुमति से ही पूर्ण होता है।</p>
<p>कालाष्टमी पर सेवादार आपके नाम से सिंदूर का चोला चढ़ाते हैं, सरसों तेल का दीपक जलाते हैं और इमरती व नारियल अर्पित करते हैं। एक काला धागा अभिमंत्रित कर प्रसाद के साथ भेजा जाता है।</p>`,
    },
    images: mainImages('kal-bhairav-chadawa-ujjain', 2, { en: 'Kal Bhairav chadawa in Ujjain', hi: 'उज्जैन में काल भैरव चढ़ावा' }),
    aboutImages: aboutImages('kal-bhairav-chadawa-ujjain', { en: 'Kal Bhairav temple, Bhairavgarh', hi: 'काल भैरव मंदिर, भैरवगढ़' }),
    benefits: [
      {
        name: { en: 'Protection from danger', hi: 'संकट से रक्षा' },
        description: { en: 'The kotwal of Ujjain guards against accidents and enemies.', hi: 'उज्जैन के कोतवाल दुर्घटना और शत्रुओं से रक्षा करते हैं।' },
      },
      {
        name: { en: 'Relief from Rahu', hi: 'राहु से राहत' },
        description: { en: 'Bhairav worship is advised for Rahu and Shani afflictions.', hi: 'राहु और शनि की पीड़ा में भैरव पूजा की सलाह दी जाती है।' },
      },
      {
        name: { en: 'Discipline of time', hi: 'समय का अनुशासन' },
        description: { en: 'Kal Bhairav, lord of time, blesses punctual effort.', hi: 'समय के स्वामी काल भैरव नियमित परिश्रम को आशीर्वाद देते हैं।' },
      },
    ],
    faqs: [
      {
        question: { en: 'When is Kalashtami?', hi: 'कालाष्टमी कब होती है?' },
        answer: {
          en: 'On the eighth day of the waning moon every month. This chadawa has ended; the next Kalashtami will be listed soon.',
          hi: 'हर महीने कृष्ण पक्ष की अष्टमी को। यह चढ़ावा समाप्त हो गया है; अगली कालाष्टमी जल्द सूची में आएगी।',
        },
      },
      {
        question: { en: 'What is offered to Bhairav here?', hi: 'यहाँ भैरव को क्या चढ़ाया जाता है?' },
        answer: {
          en: 'Through this chadawa only sattvik items are offered: sindoor, oil, sweets, coconut and flowers.',
          hi: 'इस चढ़ावे में केवल सात्विक सामग्री अर्पित की जाती है: सिंदूर, तेल, मिठाई, नारियल और फूल।',
        },
      },
    ],
    items: [
      item('sindoor', 'Sindoor Chola', 'सिंदूर चोला', 'Sindoor and oil applied to Kal Bhairav.', 'काल भैरव को चढ़ाया जाने वाला सिंदूर और तेल।', 151, 201),
      item('diya', 'Mustard Oil Diya', 'सरसों तेल का दीपक', 'A diya of mustard oil lit at the shrine.', 'मंदिर में सरसों तेल का दीपक।', 51),
      item(
        'imarti',
        'Imarti Bhog',
        'इमरती भोग',
        'Fresh imarti, the traditional sweet offered to Bhairav.',
        'भैरव को चढ़ाई जाने वाली पारंपरिक मिठाई, ताज़ी इमरती।',
        151,
      ),
      item(
        'black-cloth',
        'Black Thread & Cloth',
        'काला धागा और वस्त्र',
        'A black cloth offering and a blessed black thread for you.',
        'काले वस्त्र की भेंट और आपके लिए अभिमंत्रित काला धागा।',
        71,
        101,
      ),
      item('coconut', 'Coconut', 'नारियल', 'A whole coconut offered to the kotwal of Ujjain.', 'उज्जैन के कोतवाल को अर्पित साबुत नारियल।', 51),
    ],
    prasadAmount: 0,
    participantMax: 2,
  },
  {
    ...offering(),
    searchKey: 'narmada-jal-chadawa-omkareshwar',
    opensInDays: 6,
    closesInDays: 22,
    eventInDays: 23,
    name: { en: 'Narmada Jal & Bel Patra Chadawa at Omkareshwar', hi: 'ओंकारेश्वर में नर्मदा जल और बेलपत्र चढ़ावा' },
    shortDescription: {
      en: '<p>Offer <b>Narmada jal, bel patra and panchamrit</b> at Omkareshwar, the Jyotirlinga on an Om-shaped island in the Narmada. Booking opens soon for the coming Pradosh.</p>',
      hi: '<p>नर्मदा में ॐ के आकार के द्वीप पर स्थित ज्योतिर्लिंग ओंकारेश्वर में <b>नर्मदा जल, बेलपत्र और पंचामृत</b> अर्पित करें। आने वाले प्रदोष के लिए बुकिंग जल्द शुरू होगी।</p>',
    },
    discountText: null,
    attendeeStatusText: { en: '4,200+ devotees have offered', hi: '4,200+ भक्तों ने चढ़ावा अर्पित किया है' },
    address: { en: 'Shri Omkareshwar Jyotirlinga Temple, Mandhata, Khandwa, Madhya Pradesh', hi: 'श्री ओंकारेश्वर ज्योतिर्लिंग मंदिर, मांधाता, खंडवा, मध्य प्रदेश' },
    pincode: '450554',
    about: {
      en: `<p>The island of Mandhata, seen from above, is shaped like the sacred syllable Om — and here Shiva is worshipped as Omkareshwar, one of the twelve Jyotirlingas. Across the river stands Mamleshwar, and the two are worshipped together.</p>
<p>The Narmada is so holy that every pebble in it is said to be a Shivling (a "Narmadeshwar"). Devotees fill kalash with her water to pour on the Jyotirlinga.</p>
<p>On Pradosh, the sevadar offers your Narmada jal, bel patra and flowers in the sanctum and floats a diya on the river for you.</p>`,
      hi: `<p>मांधाता द्वीप ऊपर से देखने पर पवित्र अक्षर ॐ जैसा दिखता है — और यहाँ शिव जी ओंकारेश्वर के रूप में पूजे जाते हैं, जो बारह ज्योतिर्लिंगों में से एक हैं। नदी के उस पार ममलेश्वर हैं, और दोनों की साथ में पूजा होती है।</p>
<p>नर्मदा इतनी पवित्र है कि कहा जाता है "नर्मदा का हर कंकर शंकर" है। भक्त कलश में उनका जल भरकर ज्योतिर्लिंग पर चढ़ाते हैं।</p>
<p>प्रदोष के दिन सेवादार गर्भगृह में आपका नर्मदा जल, बेलपत्र और फूल अर्पित करते हैं और आपके लिए नदी में एक दीप प्रवाहित करते हैं।</p>`,
    },
    images: mainImages('narmada-jal-chadawa-omkareshwar', 2, { en: 'Narmada jal chadawa at Omkareshwar', hi: 'ओंकारेश्वर में नर्मदा जल चढ़ावा' }),
    aboutImages: aboutImages('narmada-jal-chadawa-omkareshwar', { en: 'The Om-shaped island of Mandhata', hi: 'ॐ आकार का मांधाता द्वीप' }),
    benefits: [
      {
        name: { en: 'Blessings of two Jyotirlingas', hi: 'दो ज्योतिर्लिंगों का आशीर्वाद' },
        description: { en: 'Omkareshwar and Mamleshwar are worshipped together.', hi: 'ओंकारेश्वर और ममलेश्वर की साथ में पूजा होती है।' },
      },
      {
        name: { en: 'Purity of Narmada', hi: 'नर्मदा की पवित्रता' },
        description: { en: 'Mere darshan of the Narmada is said to purify.', hi: 'नर्मदा के दर्शन मात्र से पवित्रता मानी जाती है।' },
      },
      {
        name: { en: 'Pradosh punya', hi: 'प्रदोष का पुण्य' },
        description: { en: 'Offerings at Pradosh twilight are especially dear to Shiva.', hi: 'प्रदोष काल में की गई भेंट शिव जी को विशेष प्रिय है।' },
      },
    ],
    faqs: [
      {
        question: { en: 'When does booking open?', hi: 'बुकिंग कब शुरू होगी?' },
        answer: {
          en: 'On the date shown above. Offerings are made on the Pradosh after booking closes.',
          hi: 'ऊपर दी गई तिथि पर। बुकिंग बंद होने के बाद प्रदोष पर चढ़ावा अर्पित किया जाएगा।',
        },
      },
      {
        question: { en: 'Is Mamleshwar included?', hi: 'क्या ममलेश्वर भी शामिल है?' },
        answer: { en: 'Yes, a share of the bel patra is offered at Mamleshwar as well.', hi: 'हाँ, बेलपत्र का कुछ भाग ममलेश्वर में भी अर्पित किया जाता है।' },
      },
    ],
    items: [
      item(
        'ganga-jal',
        'Narmada Jal Kalash',
        'नर्मदा जल कलश',
        'A kalash of Narmada water poured on the Jyotirlinga.',
        'ज्योतिर्लिंग पर चढ़ाया जाने वाला नर्मदा जल का कलश।',
        101,
      ),
      item('bel-patra', '108 Bel Patra', '108 बेलपत्र', 'Fresh bel patra for Omkareshwar and Mamleshwar.', 'ओंकारेश्वर और ममलेश्वर के लिए ताज़े बेलपत्र।', 101, 151),
      item('garland', 'White Flower Garland', 'सफेद फूलों की माला', 'A garland of white aak and mogra.', 'सफेद आक और मोगरे की माला।', 101),
      item('milk', 'Panchamrit', 'पंचामृत', 'Panchamrit for the abhishek of the Jyotirlinga.', 'ज्योतिर्लिंग के अभिषेक के लिए पंचामृत।', 151),
      item(
        'deep-daan',
        'Deep Daan in Narmada',
        'नर्मदा में दीप दान',
        'Diyas floated on the Narmada at Pradosh twilight.',
        'प्रदोष काल में नर्मदा में प्रवाहित दीप।',
        151,
        201,
      ),
    ],
    prasadAmount: 51,
    participantMax: 4,
  },
  {
    ...offering(),
    searchKey: 'nishan-chadawa-khatu-shyam',
    opensInDays: 10,
    closesInDays: 24,
    eventInDays: 25,
    name: { en: 'Nishan & Gulab Chadawa to Khatu Shyam Ji', hi: 'खाटू श्याम जी को निशान और गुलाब चढ़ावा' },
    shortDescription: {
      en: '<p>Hare ka Sahara, Baba Shyam! Offer a <b>Shyam nishan, rose garland and churma</b> at the Khatu Shyam Ji temple in Rajasthan on Ekadashi, in your name. Booking opens soon.</p>',
      hi: '<p>हारे का सहारा, बाबा श्याम हमारा! एकादशी पर राजस्थान के खाटू श्याम जी मंदिर में आपके नाम से <b>श्याम निशान, गुलाब की माला और चूरमा</b> अर्पित करें। बुकिंग जल्द शुरू होगी।</p>',
    },
    discountText: { en: 'Save 15% on nishan', hi: 'निशान पर 15% की बचत' },
    attendeeStatusText: { en: '11,900+ devotees have offered', hi: '11,900+ भक्तों ने चढ़ावा अर्पित किया है' },
    address: { en: 'Shri Khatu Shyam Ji Temple, Khatu, Sikar, Rajasthan', hi: 'श्री खाटू श्याम जी मंदिर, खाटू, सीकर, राजस्थान' },
    pincode: '332602',
    about: {
      en: `<p>Barbarik, grandson of Bhima, was a warrior so mighty that he could end the Mahabharata war alone. When Shri Krishna asked for his head as an offering, he gave it gladly, and Krishna blessed him to be worshipped in Kali Yuga by his own name — Shyam.</p>
<p>His head was found at Khatu, and the temple there draws lakhs of devotees, especially during the Phalgun mela. He is called "Hare ka Sahara" — the support of those who have lost.</p>
<p>Devotees walk to Khatu carrying a <b>nishan</b> — a saffron flag with Shyam’s image — as a vow. Your nishan, roses and bhog are offered on Ekadashi in your name.</p>`,
      hi: `<p>भीम के पौत्र बर्बरीक इतने पराक्रमी योद्धा थे कि अकेले महाभारत युद्ध समाप्त कर सकते थे। जब श्रीकृष्ण ने उनसे शीश का दान माँगा, तो उन्होंने प्रसन्नता से दे दिया, और कृष्ण ने उन्हें वरदान दिया कि कलियुग में वे उनके ही नाम — श्याम — से पूजे जाएंगे।</p>
<p>उनका शीश खाटू में मिला, और वहाँ का मंदिर लाखों भक्तों को आकर्षित करता है, विशेषकर फाल्गुन मेले में। उन्हें "हारे का सहारा" कहा जाता है।</p>
<p>भक्त मन्नत के रूप में श्याम की छवि वाला केसरिया <b>निशान</b> लेकर पैदल खाटू जाते हैं। आपका निशान, गुलाब और भोग एकादशी पर आपके नाम से अर्पित किए जाएंगे।</p>`,
    },
    images: mainImages('nishan-chadawa-khatu-shyam', 2, { en: 'Nishan chadawa at Khatu Shyam', hi: 'खाटू श्याम में निशान चढ़ावा' }),
    aboutImages: aboutImages('nishan-chadawa-khatu-shyam', { en: 'Khatu Shyam Ji temple, Sikar', hi: 'खाटू श्याम जी मंदिर, सीकर' }),
    benefits: [
      {
        name: { en: 'Support in hard times', hi: 'कठिन समय में सहारा' },
        description: { en: 'Baba Shyam stands by those who feel defeated.', hi: 'बाबा श्याम हारे हुए का साथ देते हैं।' },
      },
      {
        name: { en: 'Mannat fulfilled', hi: 'मन्नत पूरी' },
        description: { en: 'A nishan is offered when a vow is made or fulfilled.', hi: 'मन्नत मांगने या पूरी होने पर निशान चढ़ाया जाता है।' },
      },
      {
        name: { en: 'Grace of Krishna', hi: 'कृष्ण की कृपा' },
        description: { en: 'Shyam is worshipped as a form of Shri Krishna.', hi: 'श्याम को श्रीकृष्ण के रूप में पूजा जाता है।' },
      },
    ],
    faqs: [
      {
        question: { en: 'What is a nishan?', hi: 'निशान क्या है?' },
        answer: {
          en: 'A saffron or red flag bearing Baba Shyam’s image, offered at the temple as a mark of devotion.',
          hi: 'बाबा श्याम की छवि वाला केसरिया या लाल ध्वज, जिसे भक्ति के प्रतीक के रूप में मंदिर में चढ़ाया जाता है।',
        },
      },
      {
        question: { en: 'Booking has not started. Can I reserve?', hi: 'बुकिंग शुरू नहीं हुई है। क्या मैं पहले से आरक्षित कर सकता हूँ?' },
        answer: { en: 'Not yet — please return when booking opens on the date shown.', hi: 'अभी नहीं — कृपया दी गई तिथि पर बुकिंग शुरू होने पर आएं।' },
      },
    ],
    items: [
      item('nishan', 'Shyam Nishan', 'श्याम निशान', 'A saffron flag with the image of Baba Shyam.', 'बाबा श्याम की छवि वाला केसरिया ध्वज।', 251, 301),
      item('rose-garland', 'Rose Garland', 'गुलाब की माला', 'A garland of fresh red roses, Baba’s favourite.', 'बाबा की प्रिय ताज़े लाल गुलाबों की माला।', 151),
      item('churma', 'Churma Bhog', 'चूरमा भोग', 'Rajasthani churma of wheat, ghee and jaggery.', 'गेहूँ, घी और गुड़ से बना राजस्थानी चूरमा।', 201, 251),
      item('peda', 'Mawa Peda', 'मावे के पेड़े', 'Fresh mawa peda as bhog.', 'भोग के लिए ताज़े मावे के पेड़े।', 151, 201),
      item('attar', 'Itra (Attar)', 'इत्र', 'Rose and kewda attar for Baba’s shringar.', 'बाबा के श्रृंगार के लिए गुलाब और केवड़े का इत्र।', 101),
      item('diya', 'Ghee Jyot', 'घी की ज्योत', 'A ghee jyot lit during the Ekadashi aarti.', 'एकादशी आरती में जलाई जाने वाली घी की ज्योत।', 51),
    ],
    prasadAmount: 0,
    participantMax: 5,
  },
];
