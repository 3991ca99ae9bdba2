import type { Bi, SeedEvent, SeedImage, SeedOfferingItem, SeedPackage } from '../types.ts';

/** Main carousel (title first) and about images; the files are written by apps/web/scripts/generate-images.mjs. */
function mainImages(slug: string, count: number, alt: Bi): SeedImage[] {
  const captions: Bi[] = [
    { en: '', hi: '' },
    { en: ' — the ritual', hi: ' — अनुष्ठान' },
    { en: ' — diyas and offerings', hi: ' — दीप और पूजन सामग्री' },
  ];
  return captions.slice(0, count).map((c, i) => ({ url: `/images/events/${slug}-${i + 1}.svg`, alt: { en: alt.en + c.en, hi: alt.hi + c.hi } }));
}
const aboutImages = (slug: string, alt: Bi): SeedImage[] => [{ url: `/images/events/${slug}-about.svg`, alt }];

type Tier = 'individual' | 'couple' | 'family' | 'group';

/**
 * Packages in the order Individual, Couple, Family, Joint family. `ritual` is the one line that is
 * specific to this puja (what the pandit does for the devotee); the rest is what every package gets.
 */
function packages(prices: number[], ritual: Bi, familySize = 5): SeedPackage[] {
  const tiers: Tier[] = ['individual', 'couple', 'family', 'group'];
  return prices.map((amount, i) => {
    const tier = tiers[i]!;
    const size = { individual: 1, couple: 2, family: familySize, group: 10 }[tier];
    const head: Record<Tier, { name: Bi; first: Bi; last: Bi }> = {
      individual: {
        name: { en: 'Individual Puja', hi: 'व्यक्तिगत पूजा' },
        first: { en: 'Sankalp by the temple pandit in the name and gotra of 1 devotee', hi: 'मंदिर के पंडित जी द्वारा 1 भक्त के नाम और गोत्र से संकल्प' },
        last: { en: 'Puja updates on SMS and WhatsApp', hi: 'पूजा की जानकारी एसएमएस और व्हाट्सऐप पर' },
      },
      couple: {
        name: { en: 'Couple Puja', hi: 'दंपति पूजा' },
        first: { en: 'Sankalp for husband and wife (2 devotees) with names and gotra', hi: 'पति-पत्नी (2 भक्तों) के नाम और गोत्र से संकल्प' },
        last: { en: 'Both names called out during the closing aarti', hi: 'समापन आरती में दोनों नामों का उच्चारण' },
      },
      family: {
        name: { en: 'Family Puja', hi: 'परिवार पूजा' },
        first: {
          en: `Sankalp for up to ${size} family members with names and gotra`,
          hi: `परिवार के अधिकतम ${size} सदस्यों के नाम और गोत्र से संकल्प`,
        },
        last: { en: 'Puja samagri and pandit dakshina included', hi: 'पूजा सामग्री और पंडित जी की दक्षिणा शामिल' },
      },
      group: {
        name: { en: 'Joint Family Puja', hi: 'संयुक्त परिवार पूजा' },
        first: { en: 'Sankalp for up to 10 members of a joint family', hi: 'संयुक्त परिवार के अधिकतम 10 सदस्यों के लिए संकल्प' },
        last: { en: 'Brahmin bhojan offered in the name of your family', hi: 'आपके परिवार के नाम से ब्राह्मण भोजन' },
      },
    };
    const h = head[tier];
    return {
      name: h.name,
      description: {
        en: [h.first.en, ritual.en, 'Recorded video of the puja on WhatsApp within 3 days', h.last.en],
        hi: [h.first.hi, ritual.hi, 'पूजा का रिकॉर्ड किया हुआ वीडियो 3 दिनों के भीतर व्हाट्सऐप पर', h.last.hi],
      },
      amount,
      imageUrl: `/images/packages/${tier}.svg`,
      maxUserAllowed: size,
    };
  });
}

/** Add-on offerings a devotee may put in the basket together with a puja. */
const addOn = {
  deepDaan: {
    name: { en: 'Deep Daan (11 diyas)', hi: 'दीप दान (11 दीपक)' },
    description: { en: '11 pure-ghee diyas lit in your name at the temple.', hi: 'आपके नाम से मंदिर में शुद्ध घी के 11 दीपक जलाए जाएंगे।' },
    amount: 151,
    listAmount: 201,
    imageUrl: '/images/items/diya.svg',
  },
  gauSeva: {
    name: { en: 'Gau Seva', hi: 'गौ सेवा' },
    description: { en: 'Green fodder and jaggery fed to cows at a gaushala in your name.', hi: 'आपके नाम से गौशाला में गायों को हरा चारा और गुड़ खिलाया जाएगा।' },
    amount: 251,
    listAmount: 251,
    imageUrl: '/images/items/gau-seva.svg',
  },
  brahminBhoj: {
    name: { en: 'Brahmin Bhojan', hi: 'ब्राह्मण भोजन' },
    description: { en: 'A sattvik meal offered to 5 Brahmins after the puja.', hi: 'पूजा के बाद 5 ब्राह्मणों को सात्विक भोजन कराया जाएगा।' },
    amount: 501,
    listAmount: 651,
    imageUrl: '/images/items/annadaan.svg',
  },
  vastraDaan: {
    name: { en: 'Vastra Daan', hi: 'वस्त्र दान' },
    description: { en: 'New clothes donated to the needy on your behalf.', hi: 'आपकी ओर से ज़रूरतमंदों को नए वस्त्र दान किए जाएंगे।' },
    amount: 351,
    listAmount: 451,
    imageUrl: '/images/items/vastra.svg',
  },
  blackTil: {
    name: { en: 'Black Til Daan', hi: 'काले तिल का दान' },
    description: { en: 'Black sesame and urad dal donated on Saturday for Shani shanti.', hi: 'शनि शांति के लिए शनिवार को काले तिल और उड़द का दान।' },
    amount: 121,
    listAmount: 151,
    imageUrl: '/images/items/black-til.svg',
  },
} satisfies Record<string, SeedOfferingItem>;

export const pujas: SeedEvent[] = [
  {
    searchKey: 'rudrabhishek-kashi-vishwanath',
    type: 'PUJA',
    pujaType: 'FIXED_DATE',
    opensInDays: -12,
    closesInDays: 4,
    eventInDays: 5,
    name: { en: 'Rudrabhishek at Kashi Vishwanath Jyotirlinga', hi: 'काशी विश्वनाथ ज्योतिर्लिंग पर रुद्राभिषेक' },
    shortDescription: {
      en: '<p>Offer <b>Rudrabhishek</b> to Baba Vishwanath in Kashi, the city Mahadev never leaves. Learned pandits chant the <b>Rudri path</b> while milk, Ganga jal, honey and bel patra are poured on the Jyotirlinga in your name.</p>',
      hi: '<p>काशी में बाबा विश्वनाथ का <b>रुद्राभिषेक</b> कराएं, वह नगरी जिसे महादेव कभी नहीं छोड़ते। विद्वान पंडित <b>रुद्री पाठ</b> करते हुए आपके नाम से ज्योतिर्लिंग पर दूध, गंगाजल, शहद और बेलपत्र अर्पित करेंगे।</p>',
    },
    discountText: { en: 'Save 20% — offer ends soon', hi: '20% की बचत — ऑफ़र जल्द समाप्त' },
    attendeeStatusText: { en: '12,400+ devotees have participated', hi: '12,400+ भक्तों ने भाग लिया है' },
    address: { en: 'Shri Kashi Vishwanath Temple, Varanasi, Uttar Pradesh', hi: 'श्री काशी विश्वनाथ मंदिर, वाराणसी, उत्तर प्रदेश' },
    pincode: '221001',
    about: {
      en: `<p>Kashi Vishwanath is one of the twelve Jyotirlingas, where Shiva is worshipped as the Lord of the Universe. The Puranas say Kashi rests on the trident of Mahadev and that whoever worships here is freed from the cycle of birth and death.</p>
<p><b>Rudrabhishek</b> is the bathing of the Shivling while the eleven verses of the Rudrashtadhyayi are recited. Each substance has a meaning: milk for health, honey for sweetness in relationships, curd for prosperity and Ganga jal for purification of the mind.</p>
<p>On the day of the puja the pandit takes your sankalp with your name and gotra, performs Ganesh and Gauri pujan, and then the abhishek with the Rudri path. It ends with aarti, and the video is shared with you.</p>`,
      hi: `<p>काशी विश्वनाथ बारह ज्योतिर्लिंगों में से एक है, जहाँ भगवान शिव की विश्वेश्वर रूप में पूजा होती है। पुराणों के अनुसार काशी महादेव के त्रिशूल पर टिकी है और यहाँ पूजा करने वाला जन्म-मरण के बंधन से मुक्त हो जाता है।</p>
<p><b>रुद्राभिषेक</b> में रुद्राष्टाध्यायी के मंत्रों के साथ शिवलिंग का अभिषेक किया जाता है। हर द्रव्य का अपना महत्व है: दूध से आरोग्य, शहद से संबंधों में मधुरता, दही से समृद्धि और गंगाजल से मन की शुद्धि।</p>
<p>पूजा के दिन पंडित जी आपके नाम और गोत्र से संकल्प लेते हैं, गणेश और गौरी पूजन करते हैं, फिर रुद्री पाठ के साथ अभिषेक होता है। अंत में आरती होती है और इसका वीडियो आपको भेजा जाता है।</p>`,
    },
    images: mainImages('rudrabhishek-kashi-vishwanath', 3, { en: 'Rudrabhishek at Kashi Vishwanath', hi: 'काशी विश्वनाथ में रुद्राभिषेक' }),
    aboutImages: aboutImages('rudrabhishek-kashi-vishwanath', { en: 'Kashi Vishwanath temple', hi: 'काशी विश्वनाथ मंदिर' }),
    benefits: [
      {
        name: { en: 'Removal of obstacles', hi: 'बाधाओं से मुक्ति' },
        description: {
          en: 'Rudra, the remover of sorrow, clears long-standing hurdles in work and family life.',
          hi: 'दुःख हरने वाले रुद्र काम और परिवार की पुरानी रुकावटें दूर करते हैं।',
        },
      },
      {
        name: { en: 'Good health', hi: 'उत्तम स्वास्थ्य' },
        description: {
          en: 'Abhishek with milk and Ganga jal is performed for freedom from illness.',
          hi: 'दूध और गंगाजल से अभिषेक रोगों से मुक्ति के लिए किया जाता है।',
        },
      },
      {
        name: { en: 'Peace of mind', hi: 'मन की शांति' },
        description: { en: 'The vibrations of the Rudri path calm anxiety and bring inner stillness.', hi: 'रुद्री पाठ के स्पंदन चिंता को शांत कर मन को स्थिर करते हैं।' },
      },
      {
        name: { en: 'Blessings of Kashi', hi: 'काशी का आशीर्वाद' },
        description: {
          en: 'A puja in Kashi is believed to bear a thousand times the fruit of one done elsewhere.',
          hi: 'मान्यता है कि काशी में की गई पूजा का फल हज़ार गुना होता है।',
        },
      },
    ],
    faqs: [
      {
        question: { en: 'Do I need to be present in Varanasi?', hi: 'क्या मुझे वाराणसी में उपस्थित रहना होगा?' },
        answer: {
          en: 'No. The pandit takes your sankalp on your behalf and you receive the video of the puja.',
          hi: 'नहीं। पंडित जी आपकी ओर से संकल्प लेते हैं और आपको पूजा का वीडियो भेजा जाता है।',
        },
      },
      {
        question: { en: 'What is offered during the abhishek?', hi: 'अभिषेक में क्या अर्पित किया जाता है?' },
        answer: { en: 'The panchamrit and other offerings include:', hi: 'पंचामृत और अन्य सामग्री में शामिल हैं:' },
        bullets: {
          en: ['Milk, curd, ghee, honey and sugar', 'Ganga jal', 'Bel patra, dhatura and white flowers'],
          hi: ['दूध, दही, घी, शहद और शक्कर', 'गंगाजल', 'बेलपत्र, धतूरा और सफेद फूल'],
        },
      },
    ],
    packages: packages([851, 1501, 2501, 4101], { en: 'Rudrabhishek with 11 Rudri path on the Jyotirlinga', hi: 'ज्योतिर्लिंग पर 11 रुद्री पाठ के साथ रुद्राभिषेक' }),
    items: [addOn.deepDaan, addOn.gauSeva],
    prasadAmount: 101,
    participantMax: null,
    dateOptions: null,
  },
  {
    searchKey: 'maha-mrityunjaya-jaap-mahakaleshwar',
    type: 'PUJA',
    pujaType: 'FIXED_DATE',
    opensInDays: -8,
    closesInDays: 9,
    eventInDays: 10,
    name: { en: 'Sawa Lakh Maha Mrityunjaya Jaap at Mahakaleshwar', hi: 'महाकालेश्वर में सवा लाख महामृत्युंजय जाप' },
    shortDescription: {
      en: '<p>A <b>1.25 lakh Maha Mrityunjaya Jaap</b> by eleven pandits at Shri Mahakaleshwar, the south-facing Jyotirlinga of Ujjain. Performed for long life, recovery from illness and protection from untimely fear.</p>',
      hi: '<p>उज्जैन के दक्षिणमुखी ज्योतिर्लिंग श्री महाकालेश्वर में ग्यारह पंडितों द्वारा <b>सवा लाख महामृत्युंजय जाप</b>। दीर्घायु, रोग से मुक्ति और अकाल भय से रक्षा के लिए किया जाता है।</p>',
    },
    discountText: null,
    attendeeStatusText: { en: '8,900+ devotees have participated', hi: '8,900+ भक्तों ने भाग लिया है' },
    address: { en: 'Shri Mahakaleshwar Jyotirlinga Temple, Ujjain, Madhya Pradesh', hi: 'श्री महाकालेश्वर ज्योतिर्लिंग मंदिर, उज्जैन, मध्य प्रदेश' },
    pincode: '456006',
    about: {
      en: `<p>Mahakaleshwar is the only Jyotirlinga that faces south, the direction of Yama. That is why Mahakal is worshipped as the conqueror of death, and why the Maha Mrityunjaya mantra is chanted here more than anywhere else.</p>
<p>The mantra, from the Rigveda, was given by Shiva to the sage Markandeya, who was destined to die at sixteen; Yama himself had to turn back. Reciting it a <b>sawa lakh (125,000)</b> times is the full anushthan prescribed in the scriptures.</p>
<p>Eleven pandits share the jaap over several days. On the final day a havan is performed with one tenth of the count as ahutis, followed by the abhishek of Mahakal and aarti in your name.</p>`,
      hi: `<p>महाकालेश्वर एकमात्र ज्योतिर्लिंग है जो दक्षिणमुखी है, और दक्षिण यमराज की दिशा है। इसलिए महाकाल को काल पर विजय पाने वाले देव के रूप में पूजा जाता है और यहाँ महामृत्युंजय मंत्र का जाप सबसे अधिक होता है।</p>
<p>ऋग्वेद का यह मंत्र भगवान शिव ने ऋषि मार्कंडेय को दिया था, जिनकी आयु केवल सोलह वर्ष लिखी थी; स्वयं यमराज को लौटना पड़ा। शास्त्रों में इसका पूर्ण अनुष्ठान <b>सवा लाख</b> जाप का बताया गया है।</p>
<p>ग्यारह पंडित कई दिनों में यह जाप पूरा करते हैं। अंतिम दिन जाप की संख्या के दशांश से हवन होता है, फिर आपके नाम से महाकाल का अभिषेक और आरती की जाती है।</p>`,
    },
    images: mainImages('maha-mrityunjaya-jaap-mahakaleshwar', 3, { en: 'Maha Mrityunjaya Jaap at Mahakaleshwar', hi: 'महाकालेश्वर में महामृत्युंजय जाप' }),
    aboutImages: aboutImages('maha-mrityunjaya-jaap-mahakaleshwar', { en: 'Shri Mahakaleshwar temple, Ujjain', hi: 'श्री महाकालेश्वर मंदिर, उज्जैन' }),
    benefits: [
      {
        name: { en: 'Long and healthy life', hi: 'दीर्घ और स्वस्थ जीवन' },
        description: { en: 'The mantra of the conqueror of death is chanted for longevity.', hi: 'मृत्यु पर विजय दिलाने वाले मंत्र का जाप दीर्घायु के लिए किया जाता है।' },
      },
      {
        name: { en: 'Recovery from illness', hi: 'रोग से मुक्ति' },
        description: {
          en: 'Families perform this jaap for a loved one who is unwell or facing surgery.',
          hi: 'परिवार किसी बीमार या ऑपरेशन से गुज़र रहे प्रियजन के लिए यह जाप कराते हैं।',
        },
      },
      {
        name: { en: 'Freedom from fear', hi: 'भय से मुक्ति' },
        description: { en: 'Protection from accidents, untimely death and unknown fears.', hi: 'दुर्घटना, अकाल मृत्यु और अज्ञात भय से रक्षा।' },
      },
    ],
    faqs: [
      {
        question: { en: 'Can I book the jaap for someone else?', hi: 'क्या मैं किसी और के लिए जाप करा सकता हूँ?' },
        answer: {
          en: 'Yes. Enter the name and gotra of the person for whom the jaap is done; many devotees book it for their parents.',
          hi: 'हाँ। जिनके लिए जाप हो रहा है उनका नाम और गोत्र भरें; कई भक्त अपने माता-पिता के लिए यह जाप कराते हैं।',
        },
      },
      {
        question: { en: 'How long does the anushthan take?', hi: 'अनुष्ठान में कितना समय लगता है?' },
        answer: {
          en: 'The jaap runs for about five days and ends with a havan on the puja date shown above.',
          hi: 'जाप लगभग पाँच दिन चलता है और ऊपर दी गई तिथि पर हवन के साथ पूर्ण होता है।',
        },
      },
      {
        question: { en: 'Do I have to chant as well?', hi: 'क्या मुझे भी जाप करना होगा?' },
        answer: {
          en: 'It is not required, but chanting the mantra 11 times daily during the anushthan is recommended.',
          hi: 'आवश्यक नहीं है, लेकिन अनुष्ठान के दिनों में रोज़ 11 बार मंत्र का जाप करना शुभ माना जाता है।',
        },
      },
    ],
    packages: packages([2100, 3100, 5100, 11000], { en: '1.25 lakh jaap by 11 pandits, with dashansh havan', hi: '11 पंडितों द्वारा सवा लाख जाप और दशांश हवन' }),
    items: [addOn.brahminBhoj, addOn.deepDaan],
    prasadAmount: 0,
    participantMax: null,
    dateOptions: null,
  },
  {
    searchKey: 'kaal-sarp-dosh-nivaran-trimbakeshwar',
    type: 'PUJA',
    pujaType: 'FIXED_DATES',
    opensInDays: -10,
    closesInDays: 20,
    eventInDays: 21,
    name: { en: 'Kaal Sarp Dosh Nivaran Puja at Trimbakeshwar', hi: 'त्र्यंबकेश्वर में कालसर्प दोष निवारण पूजा' },
    shortDescription: {
      en: '<p>The <b>Kaal Sarp Dosh</b> puja is traditionally done at Trimbakeshwar, where the Godavari rises. Choose one of the auspicious dates below; the pandit performs the naag puja and havan with your sankalp.</p>',
      hi: '<p><b>कालसर्प दोष</b> की पूजा परंपरा से त्र्यंबकेश्वर में होती है, जहाँ से गोदावरी निकलती है। नीचे दी गई शुभ तिथियों में से एक चुनें; पंडित जी आपके संकल्प से नाग पूजन और हवन करेंगे।</p>',
    },
    discountText: { en: 'Save 15% on family packages', hi: 'परिवार पैकेज पर 15% की बचत' },
    attendeeStatusText: { en: '15,200+ devotees have participated', hi: '15,200+ भक्तों ने भाग लिया है' },
    address: { en: 'Shri Trimbakeshwar Jyotirlinga Temple, Trimbak, Nashik, Maharashtra', hi: 'श्री त्र्यंबकेश्वर ज्योतिर्लिंग मंदिर, त्र्यंबक, नासिक, महाराष्ट्र' },
    pincode: '422212',
    about: {
      en: `<p>Kaal Sarp Dosh is said to form when all seven planets in a birth chart fall between Rahu and Ketu. Astrologers link it to repeated delays, unexplained struggle and restless sleep.</p>
<p>Trimbakeshwar is unique among the Jyotirlingas: its linga has three small faces for Brahma, Vishnu and Mahesh. The Puranas name this kshetra as the place for shanti of Rahu-Ketu doshas and for Narayan Nagbali.</p>
<p>The puja begins with a holy dip at Kushavarta kund, then Ganesh pujan, Navgraha pujan, the worship of silver naag-nagin idols, Rahu-Ketu havan and finally the immersion of the idols. You will receive a video of each step.</p>`,
      hi: `<p>मान्यता है कि जब जन्म कुंडली के सातों ग्रह राहु और केतु के बीच आ जाते हैं तब कालसर्प दोष बनता है। ज्योतिषी इसे बार-बार होने वाली देरी, बिना कारण संघर्ष और बेचैन नींद से जोड़ते हैं।</p>
<p>त्र्यंबकेश्वर ज्योतिर्लिंगों में अनोखा है: यहाँ के लिंग में ब्रह्मा, विष्णु और महेश के तीन छोटे मुख हैं। पुराणों में इस क्षेत्र को राहु-केतु दोष की शांति और नारायण नागबलि का स्थान बताया गया है।</p>
<p>पूजा कुशावर्त कुंड में पवित्र स्नान से शुरू होती है, फिर गणेश पूजन, नवग्रह पूजन, चाँदी के नाग-नागिन का पूजन, राहु-केतु हवन और अंत में विसर्जन होता है। हर चरण का वीडियो आपको मिलेगा।</p>`,
    },
    images: mainImages('kaal-sarp-dosh-nivaran-trimbakeshwar', 2, { en: 'Kaal Sarp Dosh puja at Trimbakeshwar', hi: 'त्र्यंबकेश्वर में कालसर्प दोष पूजा' }),
    aboutImages: aboutImages('kaal-sarp-dosh-nivaran-trimbakeshwar', { en: 'Trimbakeshwar temple and Kushavarta kund', hi: 'त्र्यंबकेश्वर मंदिर और कुशावर्त कुंड' }),
    benefits: [
      {
        name: { en: 'Relief from delays', hi: 'देरी से राहत' },
        description: { en: 'For delays in marriage, career or childbirth linked to the dosh.', hi: 'दोष के कारण विवाह, करियर या संतान में हो रही देरी के लिए।' },
      },
      {
        name: { en: 'Calm sleep', hi: 'शांत नींद' },
        description: { en: 'Devotees seek relief from fearful dreams of snakes and restlessness.', hi: 'सर्प के डरावने सपनों और बेचैनी से राहत के लिए।' },
      },
      {
        name: { en: 'Rahu-Ketu shanti', hi: 'राहु-केतु शांति' },
        description: { en: 'Havan with specific ahutis pacifies the shadow planets.', hi: 'विशेष आहुतियों वाला हवन छाया ग्रहों को शांत करता है।' },
      },
    ],
    faqs: [
      {
        question: { en: 'Which date should I choose?', hi: 'मुझे कौन सी तिथि चुननी चाहिए?' },
        answer: {
          en: 'All dates offered are auspicious for this puja. Amavasya and Nag Panchami fall among them in some months.',
          hi: 'दी गई सभी तिथियाँ इस पूजा के लिए शुभ हैं। कुछ महीनों में इनमें अमावस्या और नाग पंचमी भी आती हैं।',
        },
      },
      {
        question: { en: 'Is the puja done once in a lifetime?', hi: 'क्या यह पूजा जीवन में एक बार होती है?' },
        answer: { en: 'Usually yes. Some families repeat it if advised by their astrologer.', hi: 'प्रायः हाँ। कुछ परिवार ज्योतिषी की सलाह पर इसे दोबारा कराते हैं।' },
      },
    ],
    packages: packages([1101, 2101, 3501], { en: 'Naag-nagin pujan, Rahu-Ketu havan and visarjan', hi: 'नाग-नागिन पूजन, राहु-केतु हवन और विसर्जन' }, 4),
    items: [],
    prasadAmount: 151,
    participantMax: null,
    dateOptions: { mode: 'FIXED_DATES', allowedInDays: [7, 14, 21] },
  },
  {
    searchKey: 'navgraha-shanti-ujjain',
    type: 'PUJA',
    pujaType: 'RANGE',
    opensInDays: -5,
    closesInDays: 15,
    eventInDays: 16,
    name: { en: 'Navgraha Shanti Puja at Navgraha Shani Mandir', hi: 'नवग्रह शनि मंदिर में नवग्रह शांति पूजा' },
    shortDescription: {
      en: '<p>Bring the nine planets into harmony with a <b>Navgraha Shanti Puja</b> on the banks of the Shipra at Triveni, Ujjain. <b>Pick any day</b> in the window below; the pandits chant the mantra of each graha and offer its grain and colour.</p>',
      hi: '<p>उज्जैन के त्रिवेणी घाट पर शिप्रा तट पर <b>नवग्रह शांति पूजा</b> से नौ ग्रहों को अनुकूल करें। नीचे दी गई अवधि में <b>कोई भी दिन चुनें</b>; पंडित हर ग्रह का मंत्र जपकर उसका अनाज और रंग अर्पित करेंगे।</p>',
    },
    discountText: null,
    attendeeStatusText: { en: '6,300+ devotees have participated', hi: '6,300+ भक्तों ने भाग लिया है' },
    address: { en: 'Navgraha Shani Mandir, Triveni Ghat, Ujjain, Madhya Pradesh', hi: 'नवग्रह शनि मंदिर, त्रिवेणी घाट, उज्जैन, मध्य प्रदेश' },
    pincode: '456010',
    about: {
      en: `<p>Vedic astrology holds that the nine grahas — Surya, Chandra, Mangal, Budh, Guru, Shukra, Shani, Rahu and Ketu — shape the course of a life. When some of them are weak or afflicted in a chart, a Navgraha Shanti is advised.</p>
<p>The ancient Navgraha Shani temple at Triveni, where three rivers meet the Shipra, has shrines of all nine planets with Shani Dev at the centre. It is counted among the most powerful places for graha shanti in Malwa.</p>
<p>The pandits set up a Navgraha mandal with nine grains and nine coloured cloths, chant the beej mantra of each planet and complete the havan with samidha of the tree dear to each graha: aak, palash, khair, apamarg, peepal, gular, shami, durva and kusha.</p>`,
      hi: `<p>वैदिक ज्योतिष के अनुसार नौ ग्रह — सूर्य, चंद्र, मंगल, बुध, गुरु, शुक्र, शनि, राहु और केतु — जीवन की दिशा तय करते हैं। जब कुंडली में कुछ ग्रह कमज़ोर या पीड़ित हों, तब नवग्रह शांति की सलाह दी जाती है।</p>
<p>त्रिवेणी का प्राचीन नवग्रह शनि मंदिर, जहाँ तीन नदियाँ शिप्रा से मिलती हैं, नौ ग्रहों के मंदिरों वाला स्थान है जिसके केंद्र में शनिदेव विराजते हैं। मालवा में इसे ग्रह शांति के सबसे प्रभावशाली स्थानों में गिना जाता है।</p>
<p>पंडित नौ अनाज और नौ रंगों के वस्त्रों से नवग्रह मंडल बनाते हैं, हर ग्रह के बीज मंत्र का जाप करते हैं और हर ग्रह की प्रिय समिधा — आक, पलाश, खैर, अपामार्ग, पीपल, गूलर, शमी, दूर्वा और कुशा — से हवन पूर्ण करते हैं।</p>`,
    },
    images: mainImages('navgraha-shanti-ujjain', 2, { en: 'Navgraha Shanti Puja in Ujjain', hi: 'उज्जैन में नवग्रह शांति पूजा' }),
    aboutImages: aboutImages('navgraha-shanti-ujjain', { en: 'Navgraha mandal with nine grains', hi: 'नौ अनाजों से बना नवग्रह मंडल' }),
    benefits: [
      {
        name: { en: 'Balance of planets', hi: 'ग्रहों का संतुलन' },
        description: { en: 'Reduces the harsh effects of weak or malefic grahas.', hi: 'कमज़ोर या अशुभ ग्रहों के कठोर प्रभाव को कम करती है।' },
      },
      {
        name: { en: 'Progress in career', hi: 'करियर में उन्नति' },
        description: { en: 'Favourable Surya and Guru support recognition and growth.', hi: 'अनुकूल सूर्य और गुरु मान-सम्मान और उन्नति में सहायक होते हैं।' },
      },
      {
        name: { en: 'Harmony at home', hi: 'घर में सामंजस्य' },
        description: { en: 'A calm Chandra and Shukra bring peace in relationships.', hi: 'शांत चंद्र और शुक्र संबंधों में शांति लाते हैं।' },
      },
    ],
    faqs: [
      {
        question: { en: 'How do I choose the date?', hi: 'मैं तिथि कैसे चुनूँ?' },
        answer: {
          en: 'Select any day within the range shown while booking. The puja is performed in the morning of that day.',
          hi: 'बुकिंग के समय दी गई अवधि में से कोई भी दिन चुनें। पूजा उसी दिन सुबह की जाएगी।',
        },
      },
      {
        question: { en: 'Should I share my birth details?', hi: 'क्या मुझे जन्म विवरण देना चाहिए?' },
        answer: {
          en: 'Name and gotra are enough for the sankalp. Birth details are optional.',
          hi: 'संकल्प के लिए नाम और गोत्र पर्याप्त हैं। जन्म विवरण देना वैकल्पिक है।',
        },
      },
    ],
    packages: packages([951, 1751, 2751, 4501], { en: 'Navgraha mandal pujan with beej mantra jaap and havan', hi: 'बीज मंत्र जाप और हवन के साथ नवग्रह मंडल पूजन' }),
    items: [addOn.vastraDaan],
    prasadAmount: 0,
    participantMax: null,
    dateOptions: { mode: 'RANGE', startInDays: 2, endInDays: 16 },
  },
  {
    searchKey: 'lakshmi-kuber-puja-mahalakshmi-kolhapur',
    type: 'PUJA',
    pujaType: 'FIXED_DATE',
    opensInDays: 3,
    closesInDays: 18,
    eventInDays: 19,
    name: { en: 'Lakshmi Kuber Puja at Mahalakshmi Temple, Kolhapur', hi: 'महालक्ष्मी मंदिर, कोल्हापुर में लक्ष्मी कुबेर पूजा' },
    shortDescription: {
      en: '<p>Invite wealth and stability with a <b>Lakshmi Kuber Puja</b> at Karveer Nivasini Mahalakshmi, one of the Shakti Peethas. Shri Sukta path, Kuber mantra jaap and kamal-gatta havan in your name.</p>',
      hi: '<p>शक्तिपीठ करवीर निवासिनी महालक्ष्मी में <b>लक्ष्मी कुबेर पूजा</b> से धन और स्थिरता का आह्वान करें। आपके नाम से श्री सूक्त पाठ, कुबेर मंत्र जाप और कमलगट्टे से हवन।</p>',
    },
    discountText: { en: 'Early booking: save 10%', hi: 'जल्दी बुकिंग पर 10% की बचत' },
    attendeeStatusText: { en: '4,700+ devotees have participated', hi: '4,700+ भक्तों ने भाग लिया है' },
    address: { en: 'Shri Mahalakshmi (Ambabai) Temple, Kolhapur, Maharashtra', hi: 'श्री महालक्ष्मी (अंबाबाई) मंदिर, कोल्हापुर, महाराष्ट्र' },
    pincode: '416012',
    about: {
      en: `<p>The Mahalakshmi temple of Kolhapur, lovingly called Ambabai, is one of the Shakti Peethas mentioned in the Devi Bhagavata. Twice a year the setting sun falls directly on the face of the Devi, a festival known as Kiranotsav.</p>
<p>Lakshmi is the giver of wealth and Kuber is its guardian, the treasurer of the gods. Worshipping them together is believed to bring not only income but the wisdom to keep it.</p>
<p>The puja includes Ganesh pujan, Shri Sukta path with sixteen offerings to the Devi, 108 Kuber mantras, and a havan with lotus seeds, ghee and kheer. A consecrated Kuber yantra is part of the family packages.</p>`,
      hi: `<p>कोल्हापुर का महालक्ष्मी मंदिर, जिसे प्रेम से अंबाबाई कहा जाता है, देवी भागवत में वर्णित शक्तिपीठों में से एक है। वर्ष में दो बार डूबते सूरज की किरणें सीधे देवी के मुख पर पड़ती हैं, जिसे किरणोत्सव कहते हैं।</p>
<p>लक्ष्मी धन देने वाली हैं और कुबेर उसके रक्षक, देवताओं के कोषाध्यक्ष। दोनों की साथ में पूजा से न केवल आय बढ़ती है बल्कि उसे संभालने की बुद्धि भी मिलती है।</p>
<p>पूजा में गणेश पूजन, षोडशोपचार के साथ श्री सूक्त पाठ, 108 कुबेर मंत्र और कमलगट्टे, घी व खीर से हवन होता है। परिवार पैकेज में अभिमंत्रित कुबेर यंत्र भी शामिल है।</p>`,
    },
    images: mainImages('lakshmi-kuber-puja-mahalakshmi-kolhapur', 2, { en: 'Lakshmi Kuber Puja at Kolhapur', hi: 'कोल्हापुर में लक्ष्मी कुबेर पूजा' }),
    aboutImages: aboutImages('lakshmi-kuber-puja-mahalakshmi-kolhapur', { en: 'Mahalakshmi temple, Kolhapur', hi: 'महालक्ष्मी मंदिर, कोल्हापुर' }),
    benefits: [
      {
        name: { en: 'Steady income', hi: 'स्थिर आय' },
        description: { en: 'For business owners and families seeking financial stability.', hi: 'व्यापारियों और आर्थिक स्थिरता चाहने वाले परिवारों के लिए।' },
      },
      {
        name: { en: 'Relief from debt', hi: 'कर्ज़ से राहत' },
        description: { en: 'Kuber mantra jaap is traditionally done to clear debts.', hi: 'कर्ज़ से मुक्ति के लिए परंपरा से कुबेर मंत्र का जाप किया जाता है।' },
      },
      {
        name: { en: 'Prosperity at home', hi: 'घर में समृद्धि' },
        description: { en: 'Lakshmi is invited to reside in the home of the devotee.', hi: 'भक्त के घर में लक्ष्मी जी के वास का आह्वान किया जाता है।' },
      },
    ],
    faqs: [
      {
        question: { en: 'When does booking open?', hi: 'बुकिंग कब शुरू होगी?' },
        answer: {
          en: 'Booking opens in a few days. Visit this page again to reserve your place.',
          hi: 'बुकिंग कुछ ही दिनों में शुरू होगी। अपनी जगह पक्की करने के लिए इस पेज पर दोबारा आएं।',
        },
      },
      {
        question: { en: 'What do I receive after the puja?', hi: 'पूजा के बाद मुझे क्या मिलेगा?' },
        answer: { en: 'A video of the puja and, if you choose prasad, the following by post:', hi: 'पूजा का वीडियो और, यदि आप प्रसाद चुनें, तो डाक से:' },
        bullets: { en: ['Kumkum and haldi from the Devi', 'Kamal-gatta mala', 'Dry prasad'], hi: ['देवी का कुमकुम और हल्दी', 'कमलगट्टे की माला', 'सूखा प्रसाद'] },
      },
    ],
    packages: packages([851, 1251, 2101], { en: 'Shri Sukta path, 108 Kuber mantras and kamal-gatta havan', hi: 'श्री सूक्त पाठ, 108 कुबेर मंत्र और कमलगट्टे से हवन' }),
    items: [],
    prasadAmount: 151,
    participantMax: null,
    dateOptions: null,
  },
  {
    searchKey: 'shani-til-tel-abhishek-shani-shingnapur',
    type: 'PUJA',
    pujaType: 'FIXED_DATE',
    opensInDays: -6,
    closesInDays: 2,
    eventInDays: 2,
    name: { en: 'Shani Til Tel Abhishek at Shani Shingnapur', hi: 'शनि शिंगणापुर में शनि तिल तेल अभिषेक' },
    shortDescription: {
      en: '<p>Seek the mercy of Shani Dev with a <b>til tel abhishek</b> on the open-air swayambhu shila of Shani Shingnapur, the village with no doors. Especially advised during <b>Sade Sati</b> and Dhaiya.</p>',
      hi: '<p>बिना दरवाज़ों वाले गाँव शनि शिंगणापुर में खुले आकाश के नीचे स्वयंभू शिला पर <b>तिल तेल अभिषेक</b> से शनिदेव की कृपा पाएं। <b>साढ़ेसाती</b> और ढैया में विशेष रूप से लाभकारी।</p>',
    },
    discountText: { en: 'Save 25% this Saturday', hi: 'इस शनिवार 25% की बचत' },
    attendeeStatusText: { en: '21,000+ devotees have participated', hi: '21,000+ भक्तों ने भाग लिया है' },
    address: { en: 'Shri Shanidev Temple, Shani Shingnapur, Ahilyanagar, Maharashtra', hi: 'श्री शनिदेव मंदिर, शनि शिंगणापुर, अहिल्यानगर, महाराष्ट्र' },
    pincode: '414105',
    about: {
      en: `<p>At Shani Shingnapur, Shani Dev is a five-and-a-half-foot black stone standing in the open, with no roof above it. The villagers believe he protects them so completely that their homes have no doors and no locks.</p>
<p>Legend says Hanuman freed Shani from Ravana’s prison and soothed his wounds with oil. Pleased, Shani promised not to trouble those who offer him oil — which is why til oil abhishek is his most loved offering.</p>
<p>On Saturday the pandit takes your sankalp, recites the Shani Stotra of Dasharatha, and pours sesame oil on the shila while chanting the Shani beej mantra. Black til, urad and a blue flower are offered at the end.</p>`,
      hi: `<p>शनि शिंगणापुर में शनिदेव साढ़े पाँच फुट की काली शिला के रूप में खुले आकाश के नीचे विराजते हैं, ऊपर कोई छत नहीं है। गाँव वालों का विश्वास है कि शनिदेव उनकी ऐसी रक्षा करते हैं कि घरों में न दरवाज़े हैं, न ताले।</p>
<p>कथा है कि हनुमान जी ने शनिदेव को रावण की कैद से छुड़ाया और उनके घावों पर तेल लगाया। प्रसन्न होकर शनिदेव ने वचन दिया कि जो उन्हें तेल चढ़ाएगा उसे वे कष्ट नहीं देंगे — इसलिए तिल तेल अभिषेक उन्हें सबसे प्रिय है।</p>
<p>शनिवार को पंडित जी आपका संकल्प लेकर राजा दशरथ कृत शनि स्तोत्र का पाठ करते हैं और शनि बीज मंत्र के साथ शिला पर तिल का तेल अर्पित करते हैं। अंत में काले तिल, उड़द और नीला फूल चढ़ाया जाता है।</p>`,
    },
    images: mainImages('shani-til-tel-abhishek-shani-shingnapur', 2, { en: 'Til tel abhishek at Shani Shingnapur', hi: 'शनि शिंगणापुर में तिल तेल अभिषेक' }),
    aboutImages: aboutImages('shani-til-tel-abhishek-shani-shingnapur', { en: 'The open-air shila of Shani Dev', hi: 'खुले आकाश में शनिदेव की शिला' }),
    benefits: [
      {
        name: { en: 'Relief in Sade Sati', hi: 'साढ़ेसाती में राहत' },
        description: { en: 'Eases the hardships of Sade Sati and Shani Dhaiya.', hi: 'साढ़ेसाती और शनि ढैया के कष्टों को कम करता है।' },
      },
      {
        name: { en: 'Justice and discipline', hi: 'न्याय और अनुशासन' },
        description: {
          en: 'Shani rewards honest effort; devotees pray for fair results in legal matters.',
          hi: 'शनि ईमानदार मेहनत का फल देते हैं; भक्त कानूनी मामलों में न्याय की प्रार्थना करते हैं।',
        },
      },
      {
        name: { en: 'Protection', hi: 'रक्षा' },
        description: {
          en: 'The guardian of Shingnapur is prayed to for safety of home and family.',
          hi: 'शिंगणापुर के रक्षक से घर और परिवार की सुरक्षा की प्रार्थना की जाती है।',
        },
      },
    ],
    faqs: [
      {
        question: { en: 'Why on Saturday?', hi: 'शनिवार को ही क्यों?' },
        answer: {
          en: 'Saturday is the day of Shani Dev; offerings made on this day are considered most fruitful.',
          hi: 'शनिवार शनिदेव का दिन है; इस दिन चढ़ाई गई भेंट सबसे फलदायी मानी जाती है।',
        },
      },
      {
        question: { en: 'Can women book this abhishek?', hi: 'क्या महिलाएं यह अभिषेक करा सकती हैं?' },
        answer: {
          en: 'Yes. Anyone can book; the pandit performs the abhishek on the shila in your name.',
          hi: 'हाँ। कोई भी बुक कर सकता है; पंडित जी आपके नाम से शिला पर अभिषेक करते हैं।',
        },
      },
    ],
    packages: packages([551, 951, 1551, 2551], {
      en: 'Til tel abhishek with Shani Stotra and beej mantra jaap',
      hi: 'शनि स्तोत्र और बीज मंत्र जाप के साथ तिल तेल अभिषेक',
    }),
    items: [addOn.blackTil, addOn.vastraDaan, addOn.deepDaan],
    prasadAmount: 0,
    participantMax: null,
    dateOptions: null,
  },
  {
    searchKey: 'baglamukhi-havan-nalkheda',
    type: 'PUJA',
    pujaType: 'FIXED_DATE',
    opensInDays: -15,
    closesInDays: 7,
    eventInDays: 8,
    name: { en: 'Maa Baglamukhi Havan at Nalkheda', hi: 'नलखेड़ा में माँ बगलामुखी हवन' },
    shortDescription: {
      en: '<p>A <b>Baglamukhi havan</b> with yellow offerings at the ancient Siddhpeeth of Nalkheda on the Lakhundar river. Performed for victory over enemies, success in court cases and protection from negative energy.</p>',
      hi: '<p>लखुंदर नदी के तट पर नलखेड़ा के प्राचीन सिद्धपीठ में पीली सामग्री से <b>बगलामुखी हवन</b>। शत्रुओं पर विजय, कोर्ट-कचहरी में सफलता और नकारात्मक ऊर्जा से रक्षा के लिए।</p>',
    },
    discountText: null,
    attendeeStatusText: { en: '7,800+ devotees have participated', hi: '7,800+ भक्तों ने भाग लिया है' },
    address: { en: 'Maa Baglamukhi Siddhpeeth, Nalkheda, Agar Malwa, Madhya Pradesh', hi: 'माँ बगलामुखी सिद्धपीठ, नलखेड़ा, आगर मालवा, मध्य प्रदेश' },
    pincode: '465445',
    about: {
      en: `<p>Maa Baglamukhi, also called Pitambara, is the eighth of the ten Mahavidyas. She is shown pulling the tongue of the demon Madan, stilling his speech — the power of <b>stambhan</b> that silences hostility and falsehood.</p>
<p>The Nalkheda temple is believed to date to the Mahabharata era; tradition says Yudhishthira worshipped the Devi here on the advice of Krishna before the war. Its three-faced murti is unique in India.</p>
<p>Everything in this puja is yellow: yellow cloth, turmeric, yellow flowers and chana dal. The pandits recite the Baglamukhi mantra and offer ahutis of haldi, mustard and ghee in the havan kund with your sankalp.</p>`,
      hi: `<p>माँ बगलामुखी, जिन्हें पीतांबरा भी कहते हैं, दस महाविद्याओं में आठवीं हैं। उन्हें मदन नामक असुर की जीभ खींचते हुए दिखाया जाता है — यह <b>स्तंभन</b> की शक्ति है जो शत्रुता और झूठ को शांत कर देती है।</p>
<p>नलखेड़ा का मंदिर महाभारत काल का माना जाता है; मान्यता है कि युद्ध से पहले श्रीकृष्ण की सलाह पर युधिष्ठिर ने यहाँ देवी की आराधना की थी। यहाँ की त्रिमुखी प्रतिमा भारत में अद्वितीय है।</p>
<p>इस पूजा में सब कुछ पीला होता है: पीले वस्त्र, हल्दी, पीले फूल और चने की दाल। पंडित बगलामुखी मंत्र का जाप करते हैं और आपके संकल्प से हवन कुंड में हल्दी, सरसों और घी की आहुतियाँ देते हैं।</p>`,
    },
    images: mainImages('baglamukhi-havan-nalkheda', 3, { en: 'Baglamukhi havan at Nalkheda', hi: 'नलखेड़ा में बगलामुखी हवन' }),
    aboutImages: aboutImages('baglamukhi-havan-nalkheda', { en: 'Havan kund with yellow offerings', hi: 'पीली सामग्री के साथ हवन कुंड' }),
    benefits: [
      {
        name: { en: 'Victory over enemies', hi: 'शत्रुओं पर विजय' },
        description: { en: 'Stambhan shakti calms hostility from rivals and opponents.', hi: 'स्तंभन शक्ति विरोधियों की शत्रुता को शांत करती है।' },
      },
      {
        name: { en: 'Success in legal matters', hi: 'कानूनी मामलों में सफलता' },
        description: { en: 'A traditional puja before court hearings and disputes.', hi: 'अदालती सुनवाई और विवादों से पहले की जाने वाली पारंपरिक पूजा।' },
      },
      {
        name: { en: 'Protection from negativity', hi: 'नकारात्मकता से रक्षा' },
        description: { en: 'Shields the home from the evil eye and ill intent.', hi: 'घर को बुरी नज़र और बुरे इरादों से बचाती है।' },
      },
      {
        name: { en: 'Confident speech', hi: 'वाणी में प्रभाव' },
        description: { en: 'Students and speakers seek clarity and power of speech.', hi: 'विद्यार्थी और वक्ता वाणी में स्पष्टता और प्रभाव की कामना करते हैं।' },
      },
    ],
    faqs: [
      {
        question: { en: 'Why is everything yellow?', hi: 'सब कुछ पीला क्यों होता है?' },
        answer: {
          en: 'Maa Baglamukhi is Pitambara, the one dressed in yellow; yellow offerings please her.',
          hi: 'माँ बगलामुखी पीतांबरा हैं, पीले वस्त्र धारण करने वाली; पीली सामग्री उन्हें प्रिय है।',
        },
      },
      {
        question: { en: 'Is there anything I should do on the day?', hi: 'क्या पूजा के दिन मुझे कुछ करना चाहिए?' },
        answer: { en: 'Devotees often observe these simple practices:', hi: 'भक्त प्रायः ये सरल नियम अपनाते हैं:' },
        bullets: {
          en: ['Wear something yellow', 'Eat sattvik food', 'Chant "Om Hleem Baglamukhyai Namah" 11 times'],
          hi: ['कुछ पीला पहनें', 'सात्विक भोजन करें', '"ॐ ह्लीं बगलामुख्यै नमः" का 11 बार जाप करें'],
        },
      },
    ],
    packages: packages([1251, 2101, 3501, 5101], { en: 'Baglamukhi mantra jaap and havan with haldi and mustard', hi: 'बगलामुखी मंत्र जाप और हल्दी-सरसों से हवन' }),
    items: [addOn.brahminBhoj],
    prasadAmount: 101,
    participantMax: null,
    dateOptions: null,
  },
  {
    searchKey: 'satyanarayan-katha-har-ki-pauri',
    type: 'PUJA',
    pujaType: 'FIXED_DATES',
    opensInDays: -4,
    closesInDays: 12,
    eventInDays: 13,
    name: { en: 'Satyanarayan Katha at Har Ki Pauri, Haridwar', hi: 'हर की पौड़ी, हरिद्वार में सत्यनारायण कथा' },
    shortDescription: {
      en: '<p>Have the <b>Satyanarayan Vrat Katha</b> recited on the ghats of Har Ki Pauri, where the Ganga enters the plains. Choose a <b>Purnima, Ekadashi or Sunday</b> from the dates below for a new home, a new job or simple gratitude.</p>',
      hi: '<p>हर की पौड़ी के घाट पर, जहाँ गंगा मैदान में उतरती हैं, <b>सत्यनारायण व्रत कथा</b> कराएं। नए घर, नई नौकरी या केवल आभार के लिए नीचे दी गई <b>पूर्णिमा, एकादशी या रविवार</b> की तिथि चुनें।</p>',
    },
    discountText: { en: 'Flat ₹100 off on Couple puja', hi: 'दंपति पूजा पर ₹100 की छूट' },
    attendeeStatusText: { en: '9,600+ devotees have participated', hi: '9,600+ भक्तों ने भाग लिया है' },
    address: { en: 'Har Ki Pauri, Haridwar, Uttarakhand', hi: 'हर की पौड़ी, हरिद्वार, उत्तराखंड' },
    pincode: '249401',
    about: {
      en: `<p>The Satyanarayan katha comes from the Skanda Purana. Lord Vishnu, as Satyanarayan — Narayan who is Truth — tells Narad that anyone who performs this simple vrat with devotion will be freed from sorrow.</p>
<p>Har Ki Pauri, "the steps of Hari", is where a drop of amrit is said to have fallen during the churning of the ocean. A katha performed on its ghats, with the sound of the Ganga in the background, is considered especially auspicious.</p>
<p>The pandit sets up a kalash and the image of Satyanarayan on a banana-leaf mandap, performs Ganesh and Navgraha pujan, reads the five chapters of the katha and ends with aarti. Panjiri and panchamrit are offered as prasad.</p>`,
      hi: `<p>सत्यनारायण कथा स्कंद पुराण से है। भगवान विष्णु, सत्यनारायण रूप में — वे नारायण जो स्वयं सत्य हैं — नारद जी से कहते हैं कि जो भी श्रद्धा से यह सरल व्रत करेगा वह दुःखों से मुक्त होगा।</p>
<p>हर की पौड़ी, यानी "हरि की सीढ़ियाँ", वह स्थान है जहाँ समुद्र मंथन के समय अमृत की एक बूँद गिरी थी। गंगा की कल-कल के बीच इसके घाटों पर की गई कथा विशेष शुभ मानी जाती है।</p>
<p>पंडित जी केले के पत्तों के मंडप में कलश और सत्यनारायण भगवान की स्थापना करते हैं, गणेश और नवग्रह पूजन करते हैं, कथा के पाँचों अध्याय पढ़ते हैं और आरती से समापन करते हैं। पंजीरी और पंचामृत का भोग लगाया जाता है।</p>`,
    },
    images: mainImages('satyanarayan-katha-har-ki-pauri', 2, { en: 'Satyanarayan Katha at Har Ki Pauri', hi: 'हर की पौड़ी पर सत्यनारायण कथा' }),
    aboutImages: aboutImages('satyanarayan-katha-har-ki-pauri', { en: 'The ghats of Har Ki Pauri', hi: 'हर की पौड़ी के घाट' }),
    benefits: [
      {
        name: { en: 'Auspicious beginnings', hi: 'शुभ शुरुआत' },
        description: { en: 'Performed before a griha pravesh, wedding or new venture.', hi: 'गृह प्रवेश, विवाह या नए कार्य से पहले की जाती है।' },
      },
      {
        name: { en: 'Gratitude', hi: 'कृतज्ञता' },
        description: { en: 'A way to thank the Lord when a wish has been fulfilled.', hi: 'मनोकामना पूरी होने पर भगवान का धन्यवाद करने का तरीका।' },
      },
      {
        name: { en: 'Family harmony', hi: 'पारिवारिक सुख' },
        description: { en: 'Brings the blessings of Vishnu and Lakshmi to the whole household.', hi: 'पूरे परिवार पर विष्णु और लक्ष्मी जी की कृपा लाती है।' },
      },
    ],
    faqs: [
      {
        question: { en: 'Which dates can I pick?', hi: 'मैं कौन सी तिथियाँ चुन सकता हूँ?' },
        answer: {
          en: 'Only the dates listed at booking, chosen by the pandits as auspicious for the katha.',
          hi: 'केवल बुकिंग के समय दिखाई गई तिथियाँ, जिन्हें पंडितों ने कथा के लिए शुभ माना है।',
        },
      },
      {
        question: { en: 'Can I listen to the katha live?', hi: 'क्या मैं कथा लाइव सुन सकता हूँ?' },
        answer: {
          en: 'The katha is recorded in full and sent to you the same day so your family can listen together.',
          hi: 'पूरी कथा रिकॉर्ड करके उसी दिन भेजी जाती है ताकि आपका परिवार साथ बैठकर सुन सके।',
        },
      },
    ],
    packages: packages(
      [651, 1101, 1851],
      { en: 'Five chapters of the katha with kalash sthapana and aarti', hi: 'कलश स्थापना और आरती के साथ कथा के पाँचों अध्याय' },
      6,
    ),
    items: [addOn.gauSeva, addOn.deepDaan],
    prasadAmount: 101,
    participantMax: null,
    dateOptions: { mode: 'FIXED_DATES', allowedInDays: [5, 9, 13] },
  },
  {
    searchKey: 'pitru-dosh-shanti-gaya-vishnupad',
    type: 'PUJA',
    pujaType: 'RANGE',
    opensInDays: -9,
    closesInDays: 22,
    eventInDays: 23,
    name: { en: 'Pitru Dosh Shanti & Pind Daan at Vishnupad, Gaya', hi: 'विष्णुपद, गया में पितृ दोष शांति और पिंडदान' },
    shortDescription: {
      en: '<p>Offer peace to your ancestors with <b>Pind Daan and Pitru Dosh Shanti</b> at Gaya, where Lord Vishnu’s footprint is worshipped on the banks of the Falgu. <b>Choose a day</b> within the window that suits your family.</p>',
      hi: '<p>फल्गु नदी के तट पर गया में, जहाँ भगवान विष्णु के चरण चिह्न की पूजा होती है, <b>पिंडदान और पितृ दोष शांति</b> से अपने पूर्वजों को शांति प्रदान करें। परिवार की सुविधा के अनुसार अवधि में <b>कोई दिन चुनें</b>।</p>',
    },
    discountText: null,
    attendeeStatusText: { en: '5,100+ families have participated', hi: '5,100+ परिवारों ने भाग लिया है' },
    address: { en: 'Shri Vishnupad Temple, Gaya, Bihar', hi: 'श्री विष्णुपद मंदिर, गया, बिहार' },
    pincode: '823001',
    about: {
      en: `<p>The Garuda Purana says that a pind offered at Gaya frees seven generations of ancestors. The Vishnupad temple enshrines a forty-centimetre footprint of Vishnu, pressed into rock when he subdued the demon Gayasur.</p>
<p><b>Pitru Dosh</b> is believed to arise when ancestors are not at peace — because rites were missed or a death was untimely. It is linked to obstacles in marriage, childbirth and family peace.</p>
<p>The Gayawal pandit performs tarpan with water, black til and kusha on the Falgu, offers pinds of rice, barley flour and til at the Vishnupad, and completes the shanti with a Pitru Gayatri jaap. The names of your ancestors are taken at every step.</p>`,
      hi: `<p>गरुड़ पुराण कहता है कि गया में अर्पित एक पिंड सात पीढ़ियों के पितरों को मुक्ति देता है। विष्णुपद मंदिर में भगवान विष्णु का चालीस सेंटीमीटर लंबा चरण चिह्न है, जो गयासुर को शांत करते समय शिला पर अंकित हुआ था।</p>
<p>मान्यता है कि जब पितर अशांत हों — क्योंकि श्राद्ध छूट गया हो या मृत्यु अकाल हुई हो — तब <b>पितृ दोष</b> बनता है। इसे विवाह, संतान और पारिवारिक शांति में बाधाओं से जोड़ा जाता है।</p>
<p>गयावाल पंडित फल्गु तट पर जल, काले तिल और कुशा से तर्पण करते हैं, विष्णुपद पर चावल, जौ के आटे और तिल के पिंड अर्पित करते हैं और पितृ गायत्री जाप से शांति पूर्ण करते हैं। हर चरण में आपके पितरों के नाम लिए जाते हैं।</p>`,
    },
    images: mainImages('pitru-dosh-shanti-gaya-vishnupad', 2, { en: 'Pind Daan at Vishnupad, Gaya', hi: 'विष्णुपद, गया में पिंडदान' }),
    aboutImages: aboutImages('pitru-dosh-shanti-gaya-vishnupad', { en: 'Tarpan on the Falgu river', hi: 'फल्गु नदी पर तर्पण' }),
    benefits: [
      {
        name: { en: 'Peace for ancestors', hi: 'पितरों को शांति' },
        description: { en: 'Pind daan at Gaya is said to bring moksha to departed souls.', hi: 'गया में पिंडदान से दिवंगत आत्माओं को मोक्ष मिलता है।' },
      },
      {
        name: { en: 'Blessings of the family line', hi: 'कुल का आशीर्वाद' },
        description: { en: 'Satisfied ancestors bless the family with growth and harmony.', hi: 'संतुष्ट पितर परिवार को उन्नति और सुख का आशीर्वाद देते हैं।' },
      },
      {
        name: { en: 'Removal of Pitru Dosh', hi: 'पितृ दोष का निवारण' },
        description: { en: 'Eases obstacles in marriage and progeny linked to the dosh.', hi: 'दोष से जुड़ी विवाह और संतान की बाधाएं दूर करता है।' },
      },
    ],
    faqs: [
      {
        question: { en: 'What details are needed?', hi: 'कौन सी जानकारी चाहिए?' },
        answer: { en: 'Please share the following in the sankalp form:', hi: 'कृपया संकल्प फ़ॉर्म में यह जानकारी दें:' },
        bullets: {
          en: ['Your name and gotra', 'Names of the ancestors (as many as you know)', 'The relation of each ancestor to you'],
          hi: ['आपका नाम और गोत्र', 'पितरों के नाम (जितने आपको ज्ञात हों)', 'हर पितर से आपका संबंध'],
        },
      },
      {
        question: { en: 'Can daughters perform pind daan?', hi: 'क्या बेटियाँ पिंडदान करा सकती हैं?' },
        answer: {
          en: 'Yes. Sita herself offered pind at Gaya, and the Gayawal pandits accept sankalp from daughters.',
          hi: 'हाँ। स्वयं माता सीता ने गया में पिंडदान किया था, और गयावाल पंडित बेटियों का संकल्प स्वीकार करते हैं।',
        },
      },
    ],
    packages: packages([1501, 2501, 4101, 6101], { en: 'Tarpan on the Falgu and pind daan at Vishnupad', hi: 'फल्गु पर तर्पण और विष्णुपद पर पिंडदान' }),
    items: [addOn.brahminBhoj, addOn.gauSeva, addOn.vastraDaan],
    prasadAmount: null,
    participantMax: null,
    dateOptions: { mode: 'RANGE', startInDays: 3, endInDays: 23 },
  },
  {
    searchKey: 'mangal-dosh-nivaran-mangalnath',
    type: 'PUJA',
    pujaType: 'FIXED_DATE',
    opensInDays: -30,
    closesInDays: -3,
    eventInDays: -2,
    name: { en: 'Mangal Dosh Nivaran Bhaat Puja at Mangalnath', hi: 'मंगलनाथ में मंगल दोष निवारण भात पूजा' },
    shortDescription: {
      en: '<p>The famous <b>bhaat puja</b> at Mangalnath, Ujjain — the birthplace of Mars according to the Matsya Purana. Cooked rice is offered on the Shivling to cool the fiery Mangal for those who are <b>manglik</b>.</p>',
      hi: '<p>मत्स्य पुराण के अनुसार मंगल ग्रह की जन्मभूमि मंगलनाथ, उज्जैन की प्रसिद्ध <b>भात पूजा</b>। <b>मांगलिक</b> जातकों के उग्र मंगल को शांत करने के लिए शिवलिंग पर पके चावल अर्पित किए जाते हैं।</p>',
    },
    discountText: null,
    attendeeStatusText: { en: '10,300+ devotees have participated', hi: '10,300+ भक्तों ने भाग लिया है' },
    address: { en: 'Shri Mangalnath Temple, Ujjain, Madhya Pradesh', hi: 'श्री मंगलनाथ मंदिर, उज्जैन, मध्य प्रदेश' },
    pincode: '456006',
    about: {
      en: `<p>The Skanda Purana tells that a drop of Shiva’s sweat fell at Ujjain while he fought the demon Andhakasur, and from it Mangal was born. The Mangalnath temple stands at that spot, on a hill above the Shipra.</p>
<p>When Mars sits in the 1st, 4th, 7th, 8th or 12th house of a chart, a person is called manglik, and delays or friction in marriage are attributed to it. The <b>bhaat puja</b> — offering cooked rice mixed with curd — is believed to cool the heat of Mars.</p>
<p>After the sankalp, the pandit bathes the Shivling with panchamrit, covers it with rice, offers red flowers and masoor dal, and recites the Mangal stotra and 108 names of Mangal.</p>`,
      hi: `<p>स्कंद पुराण बताता है कि अंधकासुर से युद्ध करते समय शिव जी के पसीने की एक बूँद उज्जैन में गिरी और उससे मंगल का जन्म हुआ। मंगलनाथ मंदिर शिप्रा के ऊपर टीले पर उसी स्थान पर है।</p>
<p>जब कुंडली के पहले, चौथे, सातवें, आठवें या बारहवें भाव में मंगल हो तो व्यक्ति मांगलिक कहलाता है, और विवाह में देरी या तनाव का कारण इसे माना जाता है। <b>भात पूजा</b> — दही मिले पके चावल अर्पित करना — मंगल की उष्णता को शांत करती है।</p>
<p>संकल्प के बाद पंडित जी शिवलिंग का पंचामृत से स्नान कराते हैं, उसे भात से ढकते हैं, लाल फूल और मसूर दाल अर्पित करते हैं, और मंगल स्तोत्र व मंगल के 108 नामों का पाठ करते हैं।</p>`,
    },
    images: mainImages('mangal-dosh-nivaran-mangalnath', 2, { en: 'Bhaat puja at Mangalnath', hi: 'मंगलनाथ में भात पूजा' }),
    aboutImages: aboutImages('mangal-dosh-nivaran-mangalnath', { en: 'Mangalnath temple above the Shipra', hi: 'शिप्रा के ऊपर मंगलनाथ मंदिर' }),
    benefits: [
      {
        name: { en: 'Marriage without delay', hi: 'विवाह में देरी दूर' },
        description: { en: 'Eases delays and obstacles in marriage for manglik devotees.', hi: 'मांगलिक भक्तों के विवाह की देरी और बाधाएं दूर करती है।' },
      },
      {
        name: { en: 'Calm temper', hi: 'शांत स्वभाव' },
        description: { en: 'Pacifies the anger and impatience linked to an afflicted Mars.', hi: 'पीड़ित मंगल से जुड़े क्रोध और अधीरता को शांत करती है।' },
      },
      {
        name: { en: 'Property and courage', hi: 'भूमि और साहस' },
        description: { en: 'Mangal governs land and valour; his blessing supports both.', hi: 'मंगल भूमि और पराक्रम के कारक हैं; उनकी कृपा दोनों में सहायक है।' },
      },
    ],
    faqs: [
      {
        question: { en: 'Booking has closed. Will there be another date?', hi: 'बुकिंग बंद हो गई है। क्या दूसरी तिथि आएगी?' },
        answer: {
          en: 'Yes, the bhaat puja is held on every Tuesday of significance. Check the puja list for the next one.',
          hi: 'हाँ, भात पूजा हर विशेष मंगलवार को होती है। अगली पूजा के लिए पूजा सूची देखें।',
        },
      },
      {
        question: { en: 'Should both partners be manglik?', hi: 'क्या दोनों का मांगलिक होना ज़रूरी है?' },
        answer: {
          en: 'No. The puja is done for the person who has the dosh; a couple package covers both partners.',
          hi: 'नहीं। पूजा उस व्यक्ति के लिए होती है जिसकी कुंडली में दोष है; दंपति पैकेज में दोनों शामिल होते हैं।',
        },
      },
    ],
    packages: packages([951, 1551, 2551], { en: 'Bhaat puja with Mangal stotra and 108 names', hi: 'मंगल स्तोत्र और 108 नामों के साथ भात पूजा' }, 4),
    items: [],
    prasadAmount: 0,
    participantMax: null,
    dateOptions: null,
  },
  {
    searchKey: 'hanuman-chalisa-path-sankat-mochan',
    type: 'PUJA',
    pujaType: 'FIXED_DATE',
    opensInDays: -3,
    closesInDays: 6,
    eventInDays: 6,
    name: { en: '108 Hanuman Chalisa Path at Sankat Mochan, Varanasi', hi: 'संकट मोचन, वाराणसी में 108 हनुमान चालीसा पाठ' },
    shortDescription: {
      en: '<p>On Tuesday, pandits recite the <b>Hanuman Chalisa 108 times</b> at Sankat Mochan, the temple founded by Goswami Tulsidas. Followed by a <b>sindoor chola</b> and besan ladoo bhog to Bajrangbali in your name.</p>',
      hi: '<p>मंगलवार को गोस्वामी तुलसीदास जी द्वारा स्थापित संकट मोचन मंदिर में पंडित <b>108 बार हनुमान चालीसा</b> का पाठ करेंगे। इसके बाद आपके नाम से बजरंगबली को <b>सिंदूर चोला</b> और बेसन के लड्डू का भोग।</p>',
    },
    discountText: { en: 'Save 30% — Tuesday special', hi: '30% की बचत — मंगलवार विशेष' },
    attendeeStatusText: { en: '18,700+ devotees have participated', hi: '18,700+ भक्तों ने भाग लिया है' },
    address: { en: 'Shri Sankat Mochan Hanuman Temple, Varanasi, Uttar Pradesh', hi: 'श्री संकट मोचन हनुमान मंदिर, वाराणसी, उत्तर प्रदेश' },
    pincode: '221005',
    about: {
      en: `<p>Sankat Mochan was established by Goswami Tulsidas, the poet of the Ramcharitmanas, at the place where he is said to have had darshan of Hanuman. The murti faces Lord Ram, whose shrine stands directly opposite.</p>
<p>The <b>Hanuman Chalisa</b> — forty verses in Awadhi — is the most recited prayer in India. Tulsidas wrote that whoever recites it a hundred times is freed from bondage and attains great happiness.</p>
<p>Eleven pandits recite the Chalisa 108 times together. Then Hanuman ji is offered a chola of sindoor mixed with jasmine oil, a garland of red flowers and besan ladoo, and the Sundarkand doha is sung during aarti.</p>`,
      hi: `<p>संकट मोचन मंदिर की स्थापना रामचरितमानस के रचयिता गोस्वामी तुलसीदास जी ने उस स्थान पर की थी जहाँ उन्हें हनुमान जी के दर्शन हुए थे। यहाँ हनुमान जी की प्रतिमा भगवान राम की ओर मुख किए है, जिनका मंदिर ठीक सामने है।</p>
<p>अवधी की चालीस चौपाइयों वाली <b>हनुमान चालीसा</b> भारत में सबसे अधिक पढ़ी जाने वाली प्रार्थना है। तुलसीदास जी ने लिखा है — "जो सत बार पाठ कर कोई, छूटहि बंदि महा सुख होई।"</p>
<p>ग्यारह पंडित मिलकर 108 बार चालीसा का पाठ करते हैं। फिर हनुमान जी को चमेली के तेल में मिले सिंदूर का चोला, लाल फूलों की माला और बेसन के लड्डू अर्पित किए जाते हैं, और आरती में सुंदरकांड के दोहे गाए जाते हैं।</p>`,
    },
    images: mainImages('hanuman-chalisa-path-sankat-mochan', 2, { en: 'Hanuman Chalisa path at Sankat Mochan', hi: 'संकट मोचन में हनुमान चालीसा पाठ' }),
    aboutImages: aboutImages('hanuman-chalisa-path-sankat-mochan', { en: 'Sankat Mochan temple, Varanasi', hi: 'संकट मोचन मंदिर, वाराणसी' }),
    benefits: [
      {
        name: { en: 'Courage and strength', hi: 'साहस और बल' },
        description: { en: 'Bajrangbali grants strength of body and mind.', hi: 'बजरंगबली शरीर और मन को बल प्रदान करते हैं।' },
      },
      {
        name: { en: 'Freedom from troubles', hi: 'संकटों से मुक्ति' },
        description: { en: 'Sankat Mochan is, by name, the remover of crises.', hi: 'संकट मोचन नाम से ही संकट हरने वाले हैं।' },
      },
      {
        name: { en: 'Relief from Shani', hi: 'शनि से राहत' },
        description: { en: 'Worship of Hanuman softens the effects of Shani and Mangal.', hi: 'हनुमान जी की पूजा शनि और मंगल के प्रभाव को कम करती है।' },
      },
    ],
    faqs: [
      {
        question: { en: 'Why is a sindoor chola offered?', hi: 'सिंदूर चोला क्यों चढ़ाया जाता है?' },
        answer: {
          en: 'Seeing Sita apply sindoor for Ram’s long life, Hanuman covered himself in it. Since then sindoor is his favourite offering.',
          hi: 'माता सीता को श्रीराम की दीर्घायु के लिए सिंदूर लगाते देख हनुमान जी ने पूरे शरीर पर सिंदूर लगा लिया। तभी से सिंदूर उन्हें सबसे प्रिय है।',
        },
      },
      {
        question: { en: 'Will the prasad reach me?', hi: 'क्या प्रसाद मुझ तक पहुँचेगा?' },
        answer: {
          en: 'Dry prasad and a sindoor tilak packet are posted within 7–10 days if you select prasad.',
          hi: 'प्रसाद चुनने पर सूखा प्रसाद और सिंदूर का पैकेट 7–10 दिनों में डाक से भेजा जाता है।',
        },
      },
    ],
    packages: packages([501, 851, 1351, 2101], { en: '108 Hanuman Chalisa path with sindoor chola', hi: 'सिंदूर चोले के साथ 108 हनुमान चालीसा पाठ' }),
    items: [addOn.deepDaan],
    prasadAmount: 101,
    participantMax: null,
    dateOptions: null,
  },
  {
    searchKey: 'durga-saptashati-path-jhandewalan',
    type: 'PUJA',
    pujaType: 'FIXED_DATE',
    opensInDays: 5,
    closesInDays: 25,
    eventInDays: 26,
    name: { en: 'Durga Saptashati Path at Jhandewalan Mata Mandir', hi: 'झंडेवालान माता मंदिर में दुर्गा सप्तशती पाठ' },
    shortDescription: {
      en: '<p>A full recitation of the <b>Durga Saptashati</b> — 700 verses from the Markandeya Purana — at the Jhandewalan temple of Delhi, followed by a havan. Booking opens soon for the coming Ashtami.</p>',
      hi: '<p>दिल्ली के झंडेवालान मंदिर में मार्कंडेय पुराण के 700 श्लोकों वाली <b>दुर्गा सप्तशती</b> का पूर्ण पाठ और उसके बाद हवन। आने वाली अष्टमी के लिए बुकिंग जल्द शुरू होगी।</p>',
    },
    discountText: null,
    attendeeStatusText: { en: '3,900+ devotees have participated', hi: '3,900+ भक्तों ने भाग लिया है' },
    address: { en: 'Shri Jhandewalan Mata Mandir, Karol Bagh, New Delhi, Delhi', hi: 'श्री झंडेवालान माता मंदिर, करोल बाग, नई दिल्ली, दिल्ली' },
    pincode: '110005',
    about: {
      en: `<p>The Jhandewalan temple takes its name from the flag (jhanda) that a devotee raised here in the eighteenth century after finding an ancient murti of the Devi in a cave. Today it is one of the most visited Devi temples of Delhi.</p>
<p>The <b>Durga Saptashati</b>, also called Chandi Path, tells in thirteen chapters how the Devi destroyed Madhu-Kaitabh, Mahishasur and Shumbh-Nishumbh. Its recitation is the heart of Navratri worship.</p>
<p>The path is done in the traditional order: Kavach, Argala and Keelak, the thirteen chapters, and then the Siddh Kunjika Stotra. The havan that follows uses one ahuti for each of the 700 shlokas.</p>`,
      hi: `<p>झंडेवालान मंदिर का नाम उस झंडे से पड़ा जिसे अठारहवीं सदी में एक भक्त ने गुफा में देवी की प्राचीन प्रतिमा मिलने के बाद यहाँ फहराया था। आज यह दिल्ली के सबसे प्रसिद्ध देवी मंदिरों में से एक है।</p>
<p><b>दुर्गा सप्तशती</b>, जिसे चंडी पाठ भी कहते हैं, तेरह अध्यायों में बताती है कि देवी ने मधु-कैटभ, महिषासुर और शुंभ-निशुंभ का संहार कैसे किया। इसका पाठ नवरात्रि पूजा का मूल है।</p>
<p>पाठ पारंपरिक क्रम में होता है: कवच, अर्गला और कीलक, फिर तेरह अध्याय, और अंत में सिद्ध कुंजिका स्तोत्र। इसके बाद के हवन में 700 श्लोकों में से हर एक के लिए एक आहुति दी जाती है।</p>`,
    },
    images: mainImages('durga-saptashati-path-jhandewalan', 2, { en: 'Durga Saptashati path at Jhandewalan', hi: 'झंडेवालान में दुर्गा सप्तशती पाठ' }),
    aboutImages: aboutImages('durga-saptashati-path-jhandewalan', { en: 'Jhandewalan Mata Mandir, Delhi', hi: 'झंडेवालान माता मंदिर, दिल्ली' }),
    benefits: [
      {
        name: { en: 'Protection of the Devi', hi: 'देवी की रक्षा' },
        description: { en: 'The Devi Kavach shields the family from harm.', hi: 'देवी कवच परिवार को हर अनिष्ट से बचाता है।' },
      },
      {
        name: { en: 'Victory over difficulties', hi: 'कठिनाइयों पर विजय' },
        description: {
          en: 'As the Devi defeated Mahishasur, she helps overcome hardship.',
          hi: 'जैसे देवी ने महिषासुर को हराया, वैसे ही वे कठिनाइयों पर विजय दिलाती हैं।',
        },
      },
      {
        name: { en: 'Wishes fulfilled', hi: 'मनोकामना पूर्ति' },
        description: { en: 'Devotees take a sankalp for a specific wish during the path.', hi: 'भक्त पाठ के दौरान किसी विशेष मनोकामना का संकल्प लेते हैं।' },
      },
    ],
    faqs: [
      {
        question: { en: 'Booking is not open yet. What should I do?', hi: 'बुकिंग अभी शुरू नहीं हुई है। मुझे क्या करना चाहिए?' },
        answer: {
          en: 'Booking opens on the date shown on this page. You can read about the path until then.',
          hi: 'बुकिंग इस पेज पर दी गई तिथि से शुरू होगी। तब तक आप पाठ के बारे में पढ़ सकते हैं।',
        },
      },
      {
        question: { en: 'How long does the full path take?', hi: 'पूरे पाठ में कितना समय लगता है?' },
        answer: { en: 'About three hours for the path and one hour for the havan.', hi: 'पाठ में लगभग तीन घंटे और हवन में एक घंटा लगता है।' },
      },
    ],
    packages: packages([751, 1251, 2101, 3501], {
      en: 'Complete Saptashati path with Kunjika Stotra and havan',
      hi: 'कुंजिका स्तोत्र और हवन के साथ संपूर्ण सप्तशती पाठ',
    }),
    items: [],
    prasadAmount: 0,
    participantMax: null,
    dateOptions: null,
  },
  {
    searchKey: 'ganesh-atharvashirsha-siddhivinayak',
    type: 'PUJA',
    pujaType: 'FIXED_DATE',
    opensInDays: -25,
    closesInDays: -6,
    eventInDays: -5,
    name: { en: 'Ganesh Atharvashirsha Path at Siddhivinayak', hi: 'सिद्धिविनायक में गणेश अथर्वशीर्ष पाठ' },
    shortDescription: {
      en: '<p>On <b>Sankashti Chaturthi</b>, 21 recitations of the <b>Ganapati Atharvashirsha</b> with durva and modak offerings to Shri Siddhivinayak of Prabhadevi, the wish-granting Ganesh of Mumbai.</p>',
      hi: '<p><b>संकष्टी चतुर्थी</b> पर प्रभादेवी के मनोकामना पूर्ण करने वाले मुंबई के श्री सिद्धिविनायक को दूर्वा और मोदक के साथ <b>गणपति अथर्वशीर्ष</b> के 21 पाठ।</p>',
    },
    discountText: null,
    attendeeStatusText: { en: '11,200+ devotees have participated', hi: '11,200+ भक्तों ने भाग लिया है' },
    address: { en: 'Shri Siddhivinayak Ganapati Temple, Prabhadevi, Mumbai, Maharashtra', hi: 'श्री सिद्धिविनायक गणपति मंदिर, प्रभादेवी, मुंबई, महाराष्ट्र' },
    pincode: '400028',
    about: {
      en: `<p>The Siddhivinayak temple was built in 1801 and is today among the most visited temples in India. Its Ganesh has his trunk turned to the right, a form considered powerful and quick to grant wishes.</p>
<p>The <b>Ganapati Atharvashirsha</b> is an Upanishad that praises Ganesh as Brahman itself — the creator, sustainer and destroyer. It is recited for wisdom and to remove obstacles before any new work.</p>
<p>On Sankashti Chaturthi the pandits recite it 21 times, offering a blade of durva with each recitation, followed by 21 modak, red flowers and the aarti "Sukhkarta Dukhharta".</p>`,
      hi: `<p>सिद्धिविनायक मंदिर 1801 में बना था और आज भारत के सबसे अधिक दर्शन किए जाने वाले मंदिरों में है। यहाँ गणेश जी की सूंड दाईं ओर मुड़ी है, जिसे शक्तिशाली और शीघ्र फल देने वाला रूप माना जाता है।</p>
<p><b>गणपति अथर्वशीर्ष</b> एक उपनिषद है जो गणेश जी को स्वयं ब्रह्म — सृष्टि, पालन और संहार करने वाला — बताता है। बुद्धि के लिए और किसी भी नए कार्य से पहले बाधाएं दूर करने के लिए इसका पाठ किया जाता है।</p>
<p>संकष्टी चतुर्थी पर पंडित इसके 21 पाठ करते हैं, हर पाठ के साथ दूर्वा अर्पित करते हैं, फिर 21 मोदक, लाल फूल चढ़ाकर "सुखकर्ता दुःखहर्ता" आरती गाते हैं।</p>`,
    },
    images: mainImages('ganesh-atharvashirsha-siddhivinayak', 2, { en: 'Atharvashirsha path at Siddhivinayak', hi: 'सिद्धिविनायक में अथर्वशीर्ष पाठ' }),
    aboutImages: aboutImages('ganesh-atharvashirsha-siddhivinayak', { en: 'Siddhivinayak temple, Mumbai', hi: 'सिद्धिविनायक मंदिर, मुंबई' }),
    benefits: [
      {
        name: { en: 'Obstacles removed', hi: 'विघ्नों का नाश' },
        description: { en: 'Vighnaharta clears the path before new ventures.', hi: 'विघ्नहर्ता नए कार्यों से पहले मार्ग की बाधाएं दूर करते हैं।' },
      },
      {
        name: { en: 'Wisdom for students', hi: 'विद्यार्थियों को बुद्धि' },
        description: { en: 'Recited before exams for focus and memory.', hi: 'परीक्षा से पहले एकाग्रता और स्मरण शक्ति के लिए पढ़ा जाता है।' },
      },
      {
        name: { en: 'Success in work', hi: 'कार्य में सफलता' },
        description: { en: 'Siddhivinayak is the giver of siddhi — accomplishment.', hi: 'सिद्धिविनायक सिद्धि — यानी सफलता — के दाता हैं।' },
      },
    ],
    faqs: [
      {
        question: { en: 'This puja has ended. When is the next one?', hi: 'यह पूजा समाप्त हो गई है। अगली कब होगी?' },
        answer: {
          en: 'It is held every Sankashti Chaturthi. The next date is added to the puja list about three weeks ahead.',
          hi: 'यह हर संकष्टी चतुर्थी को होती है। अगली तिथि लगभग तीन सप्ताह पहले पूजा सूची में जोड़ी जाती है।',
        },
      },
      {
        question: { en: 'Why durva grass?', hi: 'दूर्वा ही क्यों?' },
        answer: {
          en: 'Durva cooled the burning in Ganesh’s stomach after he swallowed the demon Analasur, and it became his favourite offering.',
          hi: 'अनलासुर को निगलने के बाद गणेश जी के पेट की जलन दूर्वा से शांत हुई, तभी से दूर्वा उन्हें सबसे प्रिय है।',
        },
      },
    ],
    packages: packages([701, 1151, 1901], { en: '21 Atharvashirsha path with durva and 21 modak', hi: 'दूर्वा और 21 मोदक के साथ 21 अथर्वशीर्ष पाठ' }),
    items: [addOn.gauSeva],
    prasadAmount: 151,
    participantMax: null,
    dateOptions: null,
  },
  {
    searchKey: 'maha-kali-puja-kalighat',
    type: 'PUJA',
    pujaType: 'FIXED_DATE',
    opensInDays: -7,
    closesInDays: 11,
    eventInDays: 12,
    name: { en: 'Maha Kali Puja at Kalighat Shakti Peeth', hi: 'कालीघाट शक्तिपीठ में महाकाली पूजा' },
    shortDescription: {
      en: '<p>Worship Maa Kali at <b>Kalighat</b>, where the toe of Sati’s right foot fell. On Amavasya night the pandits offer <b>jaba flowers, sindoor and a lamp of mustard oil</b> while chanting the Kali Sahasranama.</p>',
      hi: '<p><b>कालीघाट</b> में माँ काली की पूजा करें, जहाँ सती के दाहिने पैर की उँगली गिरी थी। अमावस्या की रात पंडित काली सहस्रनाम का पाठ करते हुए <b>जवा के फूल, सिंदूर और सरसों तेल का दीप</b> अर्पित करेंगे।</p>',
    },
    discountText: { en: 'Save 10% on Amavasya puja', hi: 'अमावस्या पूजा पर 10% की बचत' },
    attendeeStatusText: { en: '6,800+ devotees have participated', hi: '6,800+ भक्तों ने भाग लिया है' },
    address: { en: 'Kalighat Kali Temple, Kalighat, Kolkata, West Bengal', hi: 'कालीघाट काली मंदिर, कालीघाट, कोलकाता, पश्चिम बंगाल' },
    pincode: '700026',
    about: {
      en: `<p>When Shiva carried the body of Sati across the world in grief, Vishnu’s Sudarshan chakra cut it into pieces; wherever a piece fell, a Shakti Peeth arose. At Kalighat, on the old course of the Hooghly, fell the toe of her right foot.</p>
<p>The murti of Kali here is unlike any other: a touchstone face with three large eyes and a long golden tongue. Kolkata takes its very name from Kalikshetra, the land of Kali.</p>
<p>The puja is performed on <b>Amavasya</b>, the night most dear to Kali. After the sankalp, the pandit offers a garland of 108 red jaba (hibiscus) flowers, sindoor, sweets and a mustard-oil lamp, and recites the thousand names of the Devi.</p>`,
      hi: `<p>जब शिव जी शोक में सती का शरीर लेकर संसार भर में घूमे, तब विष्णु जी के सुदर्शन चक्र ने उसे खंडों में बाँट दिया; जहाँ-जहाँ खंड गिरे वहाँ शक्तिपीठ बने। हुगली के पुराने प्रवाह पर बसे कालीघाट में देवी के दाहिने पैर की उँगली गिरी थी।</p>
<p>यहाँ माँ काली की प्रतिमा अनोखी है: कसौटी पत्थर का मुख, तीन बड़े नेत्र और लंबी स्वर्णिम जिह्वा। कोलकाता का नाम भी कालीक्षेत्र, यानी काली की भूमि, से ही पड़ा है।</p>
<p>पूजा काली को सबसे प्रिय <b>अमावस्या</b> की रात होती है। संकल्प के बाद पंडित जी 108 लाल जवा (गुड़हल) के फूलों की माला, सिंदूर, मिठाई और सरसों तेल का दीप अर्पित करते हैं और देवी के सहस्र नामों का पाठ करते हैं।</p>`,
    },
    images: mainImages('maha-kali-puja-kalighat', 3, { en: 'Maha Kali Puja at Kalighat', hi: 'कालीघाट में महाकाली पूजा' }),
    aboutImages: aboutImages('maha-kali-puja-kalighat', { en: 'Kalighat Kali temple, Kolkata', hi: 'कालीघाट काली मंदिर, कोलकाता' }),
    benefits: [
      {
        name: { en: 'Fearlessness', hi: 'निर्भयता' },
        description: { en: 'Kali destroys fear and grants inner strength.', hi: 'माँ काली भय का नाश कर आंतरिक शक्ति देती हैं।' },
      },
      {
        name: { en: 'Protection from evil', hi: 'बुरी शक्तियों से रक्षा' },
        description: { en: 'Shields the family from negative energies and the evil eye.', hi: 'परिवार को नकारात्मक ऊर्जा और बुरी नज़र से बचाती हैं।' },
      },
      {
        name: { en: 'Health and recovery', hi: 'स्वास्थ्य और आरोग्य' },
        description: { en: 'Devotees pray to Kali for recovery from prolonged illness.', hi: 'भक्त लंबी बीमारी से मुक्ति के लिए माँ काली से प्रार्थना करते हैं।' },
      },
    ],
    faqs: [
      {
        question: { en: 'Is any animal sacrifice involved?', hi: 'क्या इसमें कोई बलि दी जाती है?' },
        answer: {
          en: 'No. This puja is fully sattvik; only flowers, sweets, sindoor and lamps are offered.',
          hi: 'नहीं। यह पूजा पूर्णतः सात्विक है; केवल फूल, मिठाई, सिंदूर और दीप अर्पित किए जाते हैं।',
        },
      },
      {
        question: { en: 'At what time is the puja done?', hi: 'पूजा किस समय होती है?' },
        answer: {
          en: 'The sankalp is taken in the morning and the main puja is performed after sunset on Amavasya.',
          hi: 'संकल्प सुबह लिया जाता है और मुख्य पूजा अमावस्या को सूर्यास्त के बाद होती है।',
        },
      },
    ],
    packages: packages([1101, 1851, 2951, 4501], { en: '108 jaba flower garland and Kali Sahasranama path', hi: '108 जवा फूलों की माला और काली सहस्रनाम पाठ' }, 6),
    items: [addOn.deepDaan, addOn.vastraDaan],
    prasadAmount: 151,
    participantMax: null,
    dateOptions: null,
  },
  {
    searchKey: 'chandra-dosh-shanti-somnath',
    type: 'PUJA',
    pujaType: 'FIXED_DATE',
    opensInDays: 8,
    closesInDays: 28,
    eventInDays: 29,
    name: { en: 'Chandra Dosh Shanti Puja at Somnath Jyotirlinga', hi: 'सोमनाथ ज्योतिर्लिंग में चंद्र दोष शांति पूजा' },
    shortDescription: {
      en: '<p>At <b>Somnath</b>, the first of the twelve Jyotirlingas, the Moon god himself was freed from a curse by worshipping Shiva. A <b>Chandra Dosh Shanti</b> with milk abhishek on Somvar for peace of mind and emotional balance.</p>',
      hi: '<p>बारह ज्योतिर्लिंगों में प्रथम <b>सोमनाथ</b> में स्वयं चंद्रदेव शिव जी की आराधना से श्राप से मुक्त हुए थे। मन की शांति और भावनात्मक संतुलन के लिए सोमवार को दूध से अभिषेक के साथ <b>चंद्र दोष शांति</b>।</p>',
    },
    discountText: null,
    attendeeStatusText: { en: '2,600+ devotees have participated', hi: '2,600+ भक्तों ने भाग लिया है' },
    address: { en: 'Shri Somnath Jyotirlinga Temple, Prabhas Patan, Gir Somnath, Gujarat', hi: 'श्री सोमनाथ ज्योतिर्लिंग मंदिर, प्रभास पाटन, गिर सोमनाथ, गुजरात' },
    pincode: '362268',
    about: {
      en: `<p>Chandra married the twenty-seven daughters of Daksha but loved only Rohini. Angered, Daksha cursed him to waste away. On the advice of Brahma, Chandra worshipped Shiva at Prabhas, and Shiva placed him on his head and let him wax and wane — the origin of the moon’s phases.</p>
<p>The Jyotirlinga he worshipped is Somnath, "Lord of the Moon". The temple on the Arabian Sea has been destroyed and rebuilt many times, and stands today as a symbol of faith that does not break.</p>
<p>A weak or afflicted Moon in a chart is linked to anxiety, mood swings and poor sleep. The pandits perform the abhishek with milk and white flowers on Monday, chant the Chandra beej mantra 11,000 times and offer rice, white cloth and silver in daan.</p>`,
      hi: `<p>चंद्रदेव ने दक्ष की सत्ताईस पुत्रियों से विवाह किया पर प्रेम केवल रोहिणी से करते थे। क्रोधित दक्ष ने उन्हें क्षय रोग का श्राप दिया। ब्रह्मा जी की सलाह पर चंद्र ने प्रभास में शिव जी की आराधना की, और शिव ने उन्हें अपने मस्तक पर धारण कर घटने-बढ़ने का वरदान दिया — यही चंद्रमा की कलाओं का कारण है।</p>
<p>चंद्र ने जिस ज्योतिर्लिंग की पूजा की वह सोमनाथ है, यानी "चंद्रमा के स्वामी"। अरब सागर के तट पर यह मंदिर कई बार तोड़ा गया और फिर बना, और आज अटूट आस्था का प्रतीक है।</p>
<p>कुंडली में कमज़ोर या पीड़ित चंद्रमा को चिंता, मन की अस्थिरता और अनिद्रा से जोड़ा जाता है। पंडित सोमवार को दूध और सफेद फूलों से अभिषेक करते हैं, चंद्र बीज मंत्र का 11,000 जाप करते हैं और चावल, सफेद वस्त्र व चाँदी का दान करते हैं।</p>`,
    },
    images: mainImages('chandra-dosh-shanti-somnath', 2, { en: 'Chandra Dosh Shanti at Somnath', hi: 'सोमनाथ में चंद्र दोष शांति' }),
    aboutImages: aboutImages('chandra-dosh-shanti-somnath', { en: 'Somnath temple by the sea', hi: 'समुद्र तट पर सोमनाथ मंदिर' }),
    benefits: [
      {
        name: { en: 'Peace of mind', hi: 'मन की शांति' },
        description: { en: 'A strong Moon brings emotional stability and calm.', hi: 'बलवान चंद्रमा भावनात्मक स्थिरता और शांति लाता है।' },
      },
      {
        name: { en: 'Better sleep', hi: 'अच्छी नींद' },
        description: { en: 'Traditionally done for insomnia and restlessness.', hi: 'परंपरा से अनिद्रा और बेचैनी के लिए की जाती है।' },
      },
      {
        name: { en: 'Bond with mother', hi: 'माँ से संबंध' },
        description: {
          en: 'The Moon signifies the mother; the puja is done for her well-being too.',
          hi: 'चंद्रमा माता का कारक है; यह पूजा उनके कल्याण के लिए भी की जाती है।',
        },
      },
    ],
    faqs: [
      {
        question: { en: 'When can I book?', hi: 'मैं कब बुक कर सकता हूँ?' },
        answer: {
          en: 'Booking opens on the date shown above and closes the evening before the puja.',
          hi: 'बुकिंग ऊपर दी गई तिथि से शुरू होकर पूजा से पहले की शाम बंद होती है।',
        },
      },
      {
        question: { en: 'Is this puja linked to Somvar vrat?', hi: 'क्या यह पूजा सोमवार व्रत से जुड़ी है?' },
        answer: {
          en: 'Yes. Devotees who keep the Monday fast often book it to complete their sankalp.',
          hi: 'हाँ। सोमवार का व्रत रखने वाले भक्त अक्सर अपना संकल्प पूरा करने के लिए यह पूजा कराते हैं।',
        },
      },
    ],
    packages: packages([1001, 1651, 2751], { en: 'Milk abhishek and 11,000 Chandra beej mantra jaap', hi: 'दूध से अभिषेक और 11,000 चंद्र बीज मंत्र जाप' }),
    items: [],
    prasadAmount: 101,
    participantMax: null,
    dateOptions: null,
  },
];
