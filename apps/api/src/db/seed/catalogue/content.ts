import type { Bi, SeedBanner, SeedFaq, SeedReview } from '../types.ts';

/** Homepage carousel. onClick points at live (in-progress) seeded events or at the lists. */
export const banners: SeedBanner[] = [
  {
    title: { en: 'Rudrabhishek at Kashi Vishwanath', hi: 'काशी विश्वनाथ में रुद्राभिषेक' },
    description: {
      en: 'Have Rudrabhishek performed on the Jyotirlinga in your name, with a video of your sankalp.',
      hi: 'अपने नाम से ज्योतिर्लिंग पर रुद्राभिषेक कराएं और अपने संकल्प का वीडियो पाएं।',
    },
    imageUrl: '/images/banners/rudrabhishek-kashi.svg',
    alt: { en: 'Shivling with bel patra and diyas at Kashi', hi: 'काशी में बेलपत्र और दीपों के साथ शिवलिंग' },
    imageText: { en: 'Booking closes soon', hi: 'बुकिंग जल्द बंद होगी' },
    onClick: '/puja/rudrabhishek-kashi-vishwanath',
  },
  {
    title: { en: 'Sawa Lakh Maha Mrityunjaya Jaap', hi: 'सवा लाख महामृत्युंजय जाप' },
    description: {
      en: 'Eleven pandits at Mahakaleshwar, Ujjain chant for the long life and health of your loved ones.',
      hi: 'महाकालेश्वर, उज्जैन में ग्यारह पंडित आपके प्रियजनों की दीर्घायु और आरोग्य के लिए जाप करेंगे।',
    },
    imageUrl: '/images/banners/maha-mrityunjaya.svg',
    alt: { en: 'Mahakaleshwar temple at dawn', hi: 'भोर में महाकालेश्वर मंदिर' },
    imageText: null,
    onClick: '/puja/maha-mrityunjaya-jaap-mahakaleshwar',
  },
  {
    title: { en: 'Deep Daan at Har Ki Pauri', hi: 'हर की पौड़ी पर दीप दान' },
    description: {
      en: 'Float diyas on Maa Ganga during the evening aarti in Haridwar — for your ancestors or a wish.',
      hi: 'हरिद्वार में संध्या आरती के समय माँ गंगा में दीप प्रवाहित करें — पितरों के लिए या किसी मनोकामना के लिए।',
    },
    imageUrl: '/images/banners/deep-daan-ganga.svg',
    alt: { en: 'Diyas floating on the Ganga at dusk', hi: 'संध्या के समय गंगा में तैरते दीप' },
    imageText: { en: 'Offerings from ₹51', hi: '₹51 से चढ़ावा' },
    onClick: '/chadawa/deep-daan-ganga-aarti-har-ki-pauri',
  },
  {
    title: { en: 'Pujas at India’s holiest temples', hi: 'भारत के पवित्र मंदिरों में पूजा' },
    description: {
      en: 'Verified pandits, your name and gotra in the sankalp, and the video on WhatsApp.',
      hi: 'प्रमाणित पंडित, संकल्प में आपका नाम और गोत्र, और वीडियो व्हाट्सऐप पर।',
    },
    imageUrl: '/images/banners/pujas-from-home.svg',
    alt: { en: 'Temple shikhara with a saffron flag', hi: 'केसरिया ध्वज के साथ मंदिर का शिखर' },
    imageText: { en: 'Book from home', hi: 'घर बैठे बुक करें' },
    onClick: '/puja',
  },
  {
    title: { en: 'Send your chadawa to the Devi and Devtas', hi: 'देवी-देवताओं को अपना चढ़ावा भेजें' },
    description: {
      en: 'Chunri for Mata Rani, til oil for Shani Dev, modak for Bappa — offered in your name.',
      hi: 'माता रानी को चुनरी, शनिदेव को तिल का तेल, बप्पा को मोदक — आपके नाम से अर्पित।',
    },
    imageUrl: '/images/banners/chadawa.svg',
    alt: { en: 'Puja thali with flowers, coconut and diya', hi: 'फूल, नारियल और दीपक के साथ पूजा की थाली' },
    imageText: null,
    onClick: '/chadawa',
  },
];

export const homepageFaqs: SeedFaq[] = [
  {
    question: { en: 'What is Sankalp?', hi: 'संकल्प क्या है?' },
    answer: {
      en: 'Sankalp lets you book pujas and send offerings (chadawa) to famous temples across India from wherever you are. Temple pandits perform the ritual in your name and share a video with you.',
      hi: 'संकल्प के माध्यम से आप कहीं से भी भारत के प्रसिद्ध मंदिरों में पूजा बुक कर सकते हैं और चढ़ावा भेज सकते हैं। मंदिर के पंडित आपके नाम से अनुष्ठान करते हैं और आपको वीडियो भेजते हैं।',
    },
  },
  {
    question: { en: 'How does an online puja work?', hi: 'ऑनलाइन पूजा कैसे होती है?' },
    answer: { en: 'It takes four simple steps:', hi: 'इसके चार सरल चरण हैं:' },
    bullets: {
      en: ['Choose a puja and a package', 'Enter the names and gotra of the participants', 'Pay securely online', 'Receive the video of your puja on WhatsApp'],
      hi: ['पूजा और पैकेज चुनें', 'भाग लेने वालों के नाम और गोत्र भरें', 'सुरक्षित ऑनलाइन भुगतान करें', 'अपनी पूजा का वीडियो व्हाट्सऐप पर पाएं'],
    },
  },
  {
    question: { en: 'What is the difference between a puja and a chadawa?', hi: 'पूजा और चढ़ावे में क्या अंतर है?' },
    answer: {
      en: 'A puja is a full ritual performed by pandits, booked as a package. A chadawa is an offering — flowers, chunri, bhog, diya — that you add to your basket item by item and that is presented to the deity in your name.',
      hi: 'पूजा पंडितों द्वारा किया जाने वाला पूर्ण अनुष्ठान है, जिसे पैकेज के रूप में बुक किया जाता है। चढ़ावा एक भेंट है — फूल, चुनरी, भोग, दीपक — जिसे आप एक-एक करके अपनी टोकरी में जोड़ते हैं और जो आपके नाम से देवता को अर्पित किया जाता है।',
    },
  },
  {
    question: { en: 'Will I really receive a video?', hi: 'क्या मुझे सच में वीडियो मिलेगा?' },
    answer: {
      en: 'Yes. Every puja and chadawa is recorded at the temple. The video is sent on WhatsApp, usually within 3 days of the event date.',
      hi: 'हाँ। हर पूजा और चढ़ावा मंदिर में रिकॉर्ड किया जाता है। वीडियो आमतौर पर कार्यक्रम की तिथि के 3 दिनों के भीतर व्हाट्सऐप पर भेजा जाता है।',
    },
  },
  {
    question: { en: 'I do not know my gotra. Can I still book?', hi: 'मुझे अपना गोत्र नहीं पता। क्या मैं फिर भी बुक कर सकता हूँ?' },
    answer: {
      en: 'Yes. When the gotra is not known, the pandit takes the sankalp with Kashyap gotra, as the scriptures advise.',
      hi: 'हाँ। गोत्र ज्ञात न होने पर पंडित जी शास्त्रों के अनुसार कश्यप गोत्र से संकल्प लेते हैं।',
    },
  },
  {
    question: { en: 'Is prasad delivered to my home?', hi: 'क्या प्रसाद घर पर आता है?' },
    answer: {
      en: 'For most pujas and chadawa you can choose prasad. It is posted to your address within 7–10 days; on some events it is free.',
      hi: 'अधिकतर पूजा और चढ़ावे में आप प्रसाद चुन सकते हैं। यह 7–10 दिनों में आपके पते पर डाक से भेजा जाता है; कुछ कार्यक्रमों में यह निःशुल्क है।',
    },
  },
  {
    question: { en: 'Is my payment safe?', hi: 'क्या मेरा भुगतान सुरक्षित है?' },
    answer: {
      en: 'Payments are processed by a certified payment gateway. We never see or store your card or UPI details.',
      hi: 'भुगतान प्रमाणित पेमेंट गेटवे से होता है। हम आपके कार्ड या UPI की जानकारी न देखते हैं, न संग्रहीत करते हैं।',
    },
  },
];

export const pujaFaqs: SeedFaq[] = [
  {
    question: { en: 'What do the packages mean?', hi: 'पैकेज का क्या अर्थ है?' },
    answer: {
      en: 'The package decides how many people are included in the sankalp: Individual for one, Couple for two, Family and Joint Family for more members.',
      hi: 'पैकेज से तय होता है कि संकल्प में कितने लोग शामिल होंगे: व्यक्तिगत में एक, दंपति में दो, परिवार और संयुक्त परिवार में अधिक सदस्य।',
    },
  },
  {
    question: { en: 'What is a sankalp?', hi: 'संकल्प क्या होता है?' },
    answer: {
      en: 'A sankalp is the solemn intention spoken at the start of a puja: the pandit names the place, the date, you, your gotra and your wish, so that the fruit of the puja reaches you.',
      hi: 'संकल्प पूजा की शुरुआत में लिया जाने वाला व्रत है: पंडित जी स्थान, तिथि, आपका नाम, गोत्र और मनोकामना बोलते हैं, ताकि पूजा का फल आप तक पहुँचे।',
    },
  },
  {
    question: { en: 'Can I choose the date of my puja?', hi: 'क्या मैं अपनी पूजा की तिथि चुन सकता हूँ?' },
    answer: { en: 'It depends on the puja:', hi: 'यह पूजा पर निर्भर है:' },
    bullets: {
      en: ['Most pujas happen on one fixed, auspicious date', 'Some offer a few dates to choose from', 'Some let you pick any day within a range'],
      hi: ['अधिकतर पूजा एक निश्चित शुभ तिथि पर होती हैं', 'कुछ में चुनने के लिए कुछ तिथियाँ होती हैं', 'कुछ में आप एक अवधि में कोई भी दिन चुन सकते हैं'],
    },
  },
  {
    question: { en: 'Can I add offerings to my puja?', hi: 'क्या मैं अपनी पूजा के साथ चढ़ावा जोड़ सकता हूँ?' },
    answer: {
      en: 'Yes. Many pujas offer add-ons such as deep daan, gau seva or Brahmin bhojan, which are performed along with your puja.',
      hi: 'हाँ। कई पूजाओं में दीप दान, गौ सेवा या ब्राह्मण भोजन जैसे अतिरिक्त चढ़ावे होते हैं, जो आपकी पूजा के साथ किए जाते हैं।',
    },
  },
  {
    question: { en: 'What if I need to cancel?', hi: 'अगर मुझे रद्द करना हो तो?' },
    answer: {
      en: 'You can cancel for a full refund until booking closes. After that, preparations for the puja have begun and it cannot be cancelled.',
      hi: 'बुकिंग बंद होने तक आप पूरी धनवापसी के साथ रद्द कर सकते हैं। उसके बाद पूजा की तैयारी शुरू हो जाती है और इसे रद्द नहीं किया जा सकता।',
    },
  },
  {
    question: { en: 'Who performs the puja?', hi: 'पूजा कौन करता है?' },
    answer: {
      en: 'Experienced pandits attached to each temple, who follow the traditional vidhi of that kshetra.',
      hi: 'हर मंदिर से जुड़े अनुभवी पंडित, जो उस क्षेत्र की पारंपरिक विधि का पालन करते हैं।',
    },
  },
];

export const offeringFaqs: SeedFaq[] = [
  {
    question: { en: 'What is a chadawa?', hi: 'चढ़ावा क्या है?' },
    answer: {
      en: 'A chadawa is an offering to a deity — flowers, bhog, a chunri, oil or a diya — presented at the temple on your behalf.',
      hi: 'चढ़ावा किसी देवता को दी जाने वाली भेंट है — फूल, भोग, चुनरी, तेल या दीपक — जो आपकी ओर से मंदिर में अर्पित की जाती है।',
    },
  },
  {
    question: { en: 'Can I choose more than one item?', hi: 'क्या मैं एक से अधिक सामग्री चुन सकता हूँ?' },
    answer: {
      en: 'Yes. Add as many items as you like to your basket; each is offered separately in your name.',
      hi: 'हाँ। अपनी टोकरी में जितनी चाहें उतनी सामग्री जोड़ें; हर एक आपके नाम से अलग से अर्पित की जाती है।',
    },
  },
  {
    question: { en: 'Can I include my family members?', hi: 'क्या मैं परिवार के सदस्यों को शामिल कर सकता हूँ?' },
    answer: {
      en: 'Yes. Each chadawa allows a few extra participant names, which are spoken along with yours.',
      hi: 'हाँ। हर चढ़ावे में कुछ अतिरिक्त नाम जोड़े जा सकते हैं, जो आपके नाम के साथ बोले जाते हैं।',
    },
  },
  {
    question: { en: 'When is my chadawa offered?', hi: 'मेरा चढ़ावा कब अर्पित होता है?' },
    answer: {
      en: 'On the date shown on the chadawa page, usually an auspicious day for that deity such as Somvar, Shanivar or Ekadashi.',
      hi: 'चढ़ावे के पेज पर दी गई तिथि पर, जो आमतौर पर उस देवता के लिए शुभ दिन होता है, जैसे सोमवार, शनिवार या एकादशी।',
    },
  },
  {
    question: { en: 'What happens to the items after they are offered?', hi: 'अर्पित करने के बाद सामग्री का क्या होता है?' },
    answer: { en: 'Nothing is wasted:', hi: 'कुछ भी व्यर्थ नहीं जाता:' },
    bullets: {
      en: ['Bhog is distributed as prasad to devotees', 'Clothes and sarees are donated to those in need', 'Flowers are composted or immersed respectfully'],
      hi: ['भोग भक्तों में प्रसाद के रूप में बाँटा जाता है', 'वस्त्र और साड़ियाँ ज़रूरतमंदों को दान की जाती हैं', 'फूलों से खाद बनाई जाती है या सम्मान से विसर्जित किए जाते हैं'],
    },
  },
  {
    question: { en: 'Do I get proof of my offering?', hi: 'क्या मुझे अपने चढ़ावे का प्रमाण मिलता है?' },
    answer: {
      en: 'Yes, a short video of your chadawa with your name being called out is sent on WhatsApp.',
      hi: 'हाँ, आपके नाम के उच्चारण के साथ चढ़ावे का छोटा वीडियो व्हाट्सऐप पर भेजा जाता है।',
    },
  },
];

const INDIA: Bi = { en: 'India', hi: 'भारत' };

export const reviews: SeedReview[] = [
  {
    name: { en: 'Sunita Sharma', hi: 'सुनीता शर्मा' },
    description: {
      en: 'My husband had surgery last month and we booked the Maha Mrityunjaya Jaap at Mahakaleshwar. Seeing his name in the sankalp video gave the whole family strength. Jai Mahakal!',
      hi: 'पिछले महीने मेरे पति का ऑपरेशन हुआ और हमने महाकालेश्वर में महामृत्युंजय जाप कराया। संकल्प के वीडियो में उनका नाम सुनकर पूरे परिवार को हिम्मत मिली। जय महाकाल!',
    },
    videoUrl: 'https://www.youtube.com/watch?v=q3Xk9LmZ2Vw',
    imageUrl: null,
    address: { en: 'Malviya Nagar', hi: 'मालवीय नगर' },
    city: { en: 'Jaipur', hi: 'जयपुर' },
    country: INDIA,
    pincode: '302017',
  },
  {
    name: { en: 'Rajesh Iyer', hi: 'राजेश अय्यर' },
    description: {
      en: 'I live far from my hometown and could not go for the annadaan we do every year at Tirumala. The video of the pilgrims being served was beautiful. Very well organised.',
      hi: 'मैं अपने गृहनगर से दूर रहता हूँ और हर साल तिरुमला में होने वाले अन्नदान के लिए नहीं जा सका। तीर्थयात्रियों को भोजन परोसे जाने का वीडियो बहुत सुंदर था। बहुत अच्छी व्यवस्था।',
    },
    videoUrl: null,
    imageUrl: '/images/reviews/rajesh-iyer.svg',
    address: { en: 'Adyar', hi: 'अडयार' },
    city: { en: 'Chennai', hi: 'चेन्नई' },
    country: INDIA,
    pincode: '600020',
  },
  {
    name: { en: 'Priya Banerjee', hi: 'प्रिया बनर्जी' },
    description: {
      en: 'Offered jaba mala and a laal paar saree at Kalighat on Amavasya for my mother. The pandit ji called out her name clearly. It felt like being there.',
      hi: 'अमावस्या पर माँ के लिए कालीघाट में जवा माला और लाल पाड़ साड़ी चढ़ाई। पंडित जी ने उनका नाम साफ़ बोला। ऐसा लगा जैसे हम वहीं थे।',
    },
    videoUrl: 'https://www.youtube.com/watch?v=Hn7cR2pYt8E',
    imageUrl: null,
    address: null,
    city: { en: 'Kolkata', hi: 'कोलकाता' },
    country: INDIA,
    pincode: null,
  },
  {
    name: { en: 'Amit Patel', hi: 'अमित पटेल' },
    description: {
      en: 'We got the Kaal Sarp Dosh puja done at Trimbakeshwar. Every step was explained in the video, from the kund snan to the visarjan. Prasad reached Ahmedabad in a week.',
      hi: 'हमने त्र्यंबकेश्वर में कालसर्प दोष पूजा कराई। कुंड स्नान से विसर्जन तक हर चरण वीडियो में समझाया गया। प्रसाद एक हफ़्ते में अहमदाबाद पहुँच गया।',
    },
    videoUrl: null,
    imageUrl: '/images/reviews/amit-patel.svg',
    address: { en: 'Satellite', hi: 'सैटेलाइट' },
    city: { en: 'Ahmedabad', hi: 'अहमदाबाद' },
    country: INDIA,
    pincode: '380015',
  },
  {
    name: { en: 'Meena Joshi', hi: 'मीना जोशी' },
    description: {
      en: 'Booked the Couple package for Satyanarayan Katha at Har Ki Pauri on our anniversary. We sat with the whole family and listened to the katha together. Thank you!',
      hi: 'अपनी सालगिरह पर हर की पौड़ी पर सत्यनारायण कथा का दंपति पैकेज बुक किया। पूरे परिवार के साथ बैठकर हमने कथा सुनी। धन्यवाद!',
    },
    videoUrl: 'https://www.youtube.com/watch?v=bT4wLs0Kq1M',
    imageUrl: null,
    address: { en: 'Kothrud', hi: 'कोथरुड' },
    city: { en: 'Pune', hi: 'पुणे' },
    country: INDIA,
    pincode: '411038',
  },
  {
    name: { en: 'Vikram Singh Rathore', hi: 'विक्रम सिंह राठौड़' },
    description: {
      en: 'I am in my Sade Sati and have been offering til tel at Shani Shingnapur every month through Sankalp. Simple to book and the video always comes on time.',
      hi: 'मेरी साढ़ेसाती चल रही है और मैं हर महीने संकल्प से शनि शिंगणापुर में तिल तेल चढ़ाता हूँ। बुक करना आसान है और वीडियो हमेशा समय पर आता है।',
    },
    videoUrl: null,
    imageUrl: '/images/reviews/vikram-singh-rathore.svg',
    address: null,
    city: { en: 'Jodhpur', hi: 'जोधपुर' },
    country: INDIA,
    pincode: '342001',
  },
  {
    name: { en: 'Kavita Nair', hi: 'कविता नायर' },
    description: {
      en: 'Sent a chunri and shringar to Vaishno Devi because my knees do not allow the climb any more. When the photo of my chunri at the Bhawan arrived, I cried with joy.',
      hi: 'घुटनों की वजह से अब चढ़ाई नहीं कर पाती, इसलिए वैष्णो देवी को चुनरी और श्रृंगार भेजा। जब भवन पर मेरी चुनरी की फ़ोटो आई तो खुशी के आँसू आ गए।',
    },
    videoUrl: 'https://www.youtube.com/watch?v=Zp6dVe3uJ0c',
    imageUrl: null,
    address: { en: 'Kakkanad', hi: 'काक्कनाड' },
    city: { en: 'Kochi', hi: 'कोच्चि' },
    country: INDIA,
    pincode: '682030',
  },
  {
    name: { en: 'Ramesh Gupta', hi: 'रमेश गुप्ता' },
    description: {
      en: 'Did Pind Daan for my father at Gaya through this site. The Gayawal pandit took the names of three generations. A great help for families who cannot travel.',
      hi: 'इस साइट से गया में पिताजी का पिंडदान कराया। गयावाल पंडित जी ने तीन पीढ़ियों के नाम लिए। जो परिवार यात्रा नहीं कर सकते उनके लिए बड़ी सहायता है।',
    },
    videoUrl: null,
    imageUrl: '/images/reviews/ramesh-gupta.svg',
    address: { en: 'Gomti Nagar', hi: 'गोमती नगर' },
    city: { en: 'Lucknow', hi: 'लखनऊ' },
    country: INDIA,
    pincode: '226010',
  },
  {
    name: { en: 'Anjali Mishra', hi: 'अंजलि मिश्रा' },
    description: {
      en: 'The 108 Hanuman Chalisa path at Sankat Mochan before my exams gave me so much confidence. My parents watched the video twice!',
      hi: 'परीक्षा से पहले संकट मोचन में 108 हनुमान चालीसा पाठ से मुझे बहुत आत्मविश्वास मिला। मम्मी-पापा ने वीडियो दो बार देखा!',
    },
    videoUrl: 'https://www.youtube.com/watch?v=xR2gN5kWfA9',
    imageUrl: null,
    address: null,
    city: null,
    country: null,
    pincode: null,
  },
  {
    name: { en: 'Neha Arora', hi: 'नेहा अरोड़ा' },
    description: {
      en: 'Gau seva at Govardhan on my daughter’s first birthday. The gaushala sent photos of every cow being fed. A lovely way to celebrate.',
      hi: 'बेटी के पहले जन्मदिन पर गोवर्धन में गौ सेवा की। गौशाला ने हर गाय को खिलाते हुए फ़ोटो भेजीं। जश्न मनाने का सुंदर तरीका।',
    },
    videoUrl: null,
    imageUrl: '/images/reviews/neha-arora.svg',
    address: { en: 'Model Town', hi: 'मॉडल टाउन' },
    city: { en: 'Ludhiana', hi: 'लुधियाना' },
    country: INDIA,
    pincode: '141002',
  },
];
