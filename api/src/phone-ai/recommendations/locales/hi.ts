import type { Wording } from '../wording';

/** Hindi: every recommendation line of the engine (advice.ts, red-flags.ts, danger-signs.ts, consult.ts). */
export const HINDI: Wording = {
  labels: {
    flu: 'इन्फ़्लुएंज़ा (फ़्लू)',
    dengue: 'डेंगू',
    covid: 'COVID-19',
    malaria: 'मलेरिया',
    typhoid: 'टाइफ़ाइड बुखार',
    chikungunya: 'चिकनगुनिया',
    'common-cold': 'सामान्य जुकाम',
    gastroenteritis: 'गैस्ट्रोएंटेराइटिस (पेट का संक्रमण)',
    migraine: 'माइग्रेन',
  },
  unknownDiagnosis: 'अज्ञात — पर्याप्त जानकारी नहीं',
  pair: {
    mostLikely: (a, b) => `सबसे संभावित ${a} या ${b}`,
    bloodTest: 'खून की जाँच से दोनों में फ़र्क पता चलता है',
    swabTest: 'स्वैब जाँच से दोनों में फ़र्क पता चलता है',
    bloodTestFor: (condition) => `${condition} की खून की जाँच से दोनों में फ़र्क पता चलता है`,
    course: 'अगले कुछ दिनों में बीमारी कैसे बढ़ती है, उससे दोनों में फ़र्क पता चलता है',
  },
  lines: {
    // Condition advice (advice.ts)
    'Rest, drink plenty of fluids and stay home until 24 hours after the fever is gone without fever-reducing medicine.':
      'आराम करें, खूब तरल पदार्थ पिएँ और बुखार कम करने वाली दवा के बिना बुखार उतरने के 24 घंटे बाद तक घर पर रहें।',
    'Paracetamol (acetaminophen) can ease fever and aches; follow the dose on the pack.':
      'पैरासिटामोल (एसिटामिनोफ़ेन) बुखार और दर्द में आराम दे सकता है; पैक पर लिखी खुराक ही लें।',
    'People over 65, pregnant, very young children or anyone with a long-term condition should contact a doctor early: antiviral treatment works best within 48 hours.':
      '65 साल से ज़्यादा उम्र के लोग, गर्भवती महिलाएँ, बहुत छोटे बच्चे या लंबी बीमारी वाला कोई भी व्यक्ति जल्दी डॉक्टर से संपर्क करे: एंटीवायरल इलाज 48 घंटे के भीतर सबसे अच्छा असर करता है।',
    'Get a dengue blood test (NS1 antigen or IgM) and a platelet count from a doctor or clinic.':
      'किसी डॉक्टर या क्लिनिक से डेंगू की खून की जाँच (NS1 एंटीजन या IgM) और प्लेटलेट गिनती कराएँ।',
    'Do not take aspirin or ibuprofen (or other NSAIDs): they raise the risk of bleeding. Use paracetamol for fever and pain.':
      'एस्पिरिन या आइबुप्रोफ़ेन (या दूसरी NSAID दवाएँ) न लें: इनसे खून बहने का खतरा बढ़ता है। बुखार और दर्द के लिए पैरासिटामोल लें।',
    'Drink plenty of fluids (water, oral rehydration solution, soups) and rest.':
      'खूब तरल पदार्थ (पानी, ओआरएस घोल, सूप) पिएँ और आराम करें।',
    'Go to hospital at once with warning signs: severe belly pain, persistent vomiting, bleeding gums or nose, blood in vomit or stool, fast breathing, restlessness or extreme tiredness — especially when the fever drops.':
      'चेतावनी संकेत दिखें तो तुरंत अस्पताल जाएँ: पेट में तेज़ दर्द, लगातार उल्टी, मसूड़ों या नाक से खून, उल्टी या मल में खून, तेज़ साँस, बेचैनी या बहुत ज़्यादा थकान — खासकर जब बुखार उतर रहा हो।',
    'Avoid mosquito bites (nets, repellent) so the infection does not spread to others.':
      'मच्छरों के काटने से बचें (मच्छरदानी, मच्छर भगाने वाली क्रीम) ताकि संक्रमण दूसरों में न फैले।',
    'Take a COVID-19 test and stay away from others while you have symptoms.':
      'COVID-19 की जाँच कराएँ और जब तक लक्षण हैं, दूसरों से दूर रहें।',
    'Rest, drink fluids and use paracetamol for fever or aches.':
      'आराम करें, तरल पदार्थ पिएँ और बुखार या दर्द के लिए पैरासिटामोल लें।',
    'People at higher risk (older age, pregnancy, long-term conditions, weak immunity) should call a doctor today about antiviral treatment.':
      'अधिक जोखिम वाले लोग (बड़ी उम्र, गर्भावस्था, लंबी बीमारी, कमज़ोर प्रतिरक्षा) आज ही एंटीवायरल इलाज के बारे में डॉक्टर को फ़ोन करें।',
    'Get a malaria blood test (rapid test or microscopy) today: malaria can become severe within a day.':
      'आज ही मलेरिया की खून की जाँच (रैपिड टेस्ट या माइक्रोस्कोपी) कराएँ: मलेरिया एक दिन के भीतर गंभीर हो सकता है।',
    'Take antimalarial medicine only as prescribed after a positive test, and finish the full course.':
      'मलेरिया-रोधी दवा केवल जाँच पॉज़िटिव आने पर और डॉक्टर के बताए अनुसार लें, और पूरा कोर्स करें।',
    'Go to hospital at once with confusion, fits, repeated vomiting, dark urine, yellow eyes or difficulty breathing.':
      'भ्रम, दौरे, बार-बार उल्टी, गहरे रंग का पेशाब, पीली आँखें या साँस लेने में कठिनाई हो तो तुरंत अस्पताल जाएँ।',
    'Sleep under an insecticide-treated net and use repellent.':
      'कीटनाशक से उपचारित मच्छरदानी में सोएँ और मच्छर भगाने वाली क्रीम लगाएँ।',
    'See a doctor for a blood culture or typhoid test: typhoid needs prescribed antibiotics.':
      'ब्लड कल्चर या टाइफ़ाइड की जाँच के लिए डॉक्टर से मिलें: टाइफ़ाइड में डॉक्टर की लिखी एंटीबायोटिक ज़रूरी है।',
    'Drink safe (boiled or bottled) water, eat freshly cooked food and wash hands with soap, especially before preparing food.':
      'सुरक्षित (उबला या बोतलबंद) पानी पिएँ, ताज़ा पका खाना खाएँ और साबुन से हाथ धोएँ, खासकर खाना बनाने से पहले।',
    'Go to hospital with severe belly pain, persistent vomiting, confusion or a fever lasting more than a week.':
      'पेट में तेज़ दर्द, लगातार उल्टी, भ्रम या एक हफ़्ते से ज़्यादा चलने वाले बुखार में अस्पताल जाएँ।',
    'See a doctor for a chikungunya (and dengue) blood test: the two look alike and dengue needs closer watch.':
      'चिकनगुनिया (और डेंगू) की खून की जाँच के लिए डॉक्टर से मिलें: दोनों एक जैसे दिखते हैं और डेंगू में ज़्यादा निगरानी की ज़रूरत होती है।',
    'Rest, drink fluids and use paracetamol for fever and joint pain; avoid aspirin and ibuprofen until dengue is ruled out.':
      'आराम करें, तरल पदार्थ पिएँ और बुखार व जोड़ों के दर्द के लिए पैरासिटामोल लें; जब तक डेंगू की आशंका खत्म न हो, एस्पिरिन और आइबुप्रोफ़ेन न लें।',
    'Joint pain can last for weeks; gentle movement helps once the fever has gone.':
      'जोड़ों का दर्द हफ़्तों तक रह सकता है; बुखार उतरने के बाद हल्की-फुल्की हरकत मदद करती है।',
    'Avoid mosquito bites so the infection does not spread.': 'मच्छरों के काटने से बचें ताकि संक्रमण न फैले।',
    'Rest and drink plenty of fluids; colds usually clear within 7 to 10 days.':
      'आराम करें और खूब तरल पदार्थ पिएँ; जुकाम आमतौर पर 7 से 10 दिनों में ठीक हो जाता है।',
    'Honey in warm water, saline nose drops and paracetamol can ease symptoms; antibiotics do not help a cold.':
      'गुनगुने पानी में शहद, नमक वाली नाक की बूँदें और पैरासिटामोल लक्षणों में आराम दे सकते हैं; जुकाम में एंटीबायोटिक से फ़ायदा नहीं होता।',
    'See a doctor if symptoms last more than 10 days, a high fever develops or breathing becomes difficult.':
      'लक्षण 10 दिन से ज़्यादा रहें, तेज़ बुखार हो जाए या साँस लेना मुश्किल हो जाए तो डॉक्टर से मिलें।',
    'Drink small sips often: oral rehydration solution is best; keep eating light food when you can.':
      'बार-बार छोटे घूँट पिएँ: ओआरएस घोल सबसे अच्छा है; जब हो सके, हल्का खाना खाते रहें।',
    'Wash hands with soap after using the toilet and before handling food; stay home until 48 hours after the last episode.':
      'शौचालय के बाद और खाना छूने से पहले साबुन से हाथ धोएँ; आखिरी बार दस्त या उल्टी होने के 48 घंटे बाद तक घर पर रहें।',
    'See a doctor for blood in the stool, signs of dehydration (little or dark urine, dizziness) or diarrhoea lasting more than 3 days.':
      'मल में खून, पानी की कमी के संकेत (कम या गहरे रंग का पेशाब, चक्कर) या 3 दिन से ज़्यादा चलने वाले दस्त में डॉक्टर से मिलें।',
    'Rest in a quiet, dark room; a pain reliever such as paracetamol or ibuprofen works best taken early.':
      'किसी शांत, अँधेरे कमरे में आराम करें; पैरासिटामोल या आइबुप्रोफ़ेन जैसी दर्द की दवा जल्दी लेने पर सबसे अच्छा असर करती है।',
    'Drink water and keep regular meals and sleep; a headache diary helps find triggers.':
      'पानी पिएँ और खाने व सोने का समय नियमित रखें; सिरदर्द की डायरी रखने से इसके कारण पहचानने में मदद मिलती है।',
    'Get emergency help for a sudden, very severe headache, or a headache with fever and a stiff neck, confusion, weakness or trouble speaking.':
      'अचानक बहुत तेज़ सिरदर्द हो, या सिरदर्द के साथ बुखार और गर्दन में अकड़न, भ्रम, कमज़ोरी या बोलने में परेशानी हो, तो आपातकालीन मदद लें।',
    // No illness ahead, triage lines and the disclaimer (advice.ts)
    'The symptoms given are not enough to point to one illness. Try again listing every symptom you have, or see a doctor.':
      'बताए गए लक्षण किसी एक बीमारी की ओर इशारा करने के लिए काफ़ी नहीं हैं। अपने सभी लक्षण बताकर फिर से कोशिश करें, या डॉक्टर से मिलें।',
    'Rest, drink fluids and watch how your symptoms change.': 'आराम करें, तरल पदार्थ पिएँ और देखते रहें कि आपके लक्षण कैसे बदलते हैं।',
    'See a doctor if symptoms last more than 3 days, get worse, or a fever is high or keeps coming back.':
      'लक्षण 3 दिन से ज़्यादा रहें, बिगड़ें, या बुखार तेज़ हो या बार-बार लौटे तो डॉक्टर से मिलें।',
    'You can usually look after yourself at home; see a doctor if you get worse or do not improve.':
      'आमतौर पर आप घर पर ही अपनी देखभाल कर सकते हैं; हालत बिगड़े या सुधार न हो तो डॉक्टर से मिलें।',
    'Please see a doctor or visit a clinic within 24 hours.': 'कृपया 24 घंटे के भीतर डॉक्टर से मिलें या किसी क्लिनिक जाएँ।',
    'This may be an emergency: call your local emergency number or go to the nearest emergency department now.':
      'यह आपातकाल हो सकता है: अभी अपने स्थानीय आपातकालीन नंबर पर कॉल करें या नज़दीकी आपातकालीन विभाग जाएँ।',
    'This is not a medical diagnosis: it is an automated estimate from the symptoms you gave. Always consult a qualified health professional.':
      'यह चिकित्सकीय निदान नहीं है: यह आपके बताए लक्षणों से किया गया एक स्वचालित अनुमान है। हमेशा किसी योग्य स्वास्थ्य पेशेवर से सलाह लें।',
    // Caller-stated urgency (consult.ts)
    'You told us this is urgent: please see a doctor today.': 'आपने बताया कि मामला ज़रूरी है: कृपया आज ही डॉक्टर से मिलें।',
    'You raised an emergency: call your local emergency number now if you have not already.':
      'आपने आपातकाल बताया है: अगर अभी तक नहीं किया है तो तुरंत अपने स्थानीय आपातकालीन नंबर पर कॉल करें।',
    // Red flags (red-flags.ts)
    'Chest pain with shortness of breath can be a heart attack or a serious lung problem: call your local emergency number now.':
      'साँस फूलने के साथ सीने में दर्द दिल का दौरा या फेफड़ों की गंभीर समस्या हो सकता है: अभी अपने स्थानीय आपातकालीन नंबर पर कॉल करें।',
    'Chest pain with sweating, dizziness or nausea can be a heart attack: call your local emergency number now and do not drive yourself.':
      'पसीने, चक्कर या जी मिचलाने के साथ सीने में दर्द दिल का दौरा हो सकता है: अभी अपने स्थानीय आपातकालीन नंबर पर कॉल करें और खुद गाड़ी चलाकर न जाएँ।',
    'Shortness of breath with dizziness can mean your body is not getting enough oxygen: call your local emergency number now.':
      'चक्कर के साथ साँस फूलने का मतलब हो सकता है कि आपके शरीर को पर्याप्त ऑक्सीजन नहीं मिल रही: अभी अपने स्थानीय आपातकालीन नंबर पर कॉल करें।',
    'Shortness of breath with sweating or nausea can be a heart attack, even without chest pain: call your local emergency number now and do not drive yourself.':
      'पसीने या जी मिचलाने के साथ साँस फूलना दिल का दौरा हो सकता है, सीने में दर्द न हो तब भी: अभी अपने स्थानीय आपातकालीन नंबर पर कॉल करें और खुद गाड़ी चलाकर न जाएँ।',
    'Fever with dizziness, faintness or confusion can be a sign of a severe infection such as severe malaria, severe dengue, meningitis or sepsis: go to an emergency department now.':
      'चक्कर, बेहोशी जैसा लगने या भ्रम के साथ बुखार गंभीर संक्रमण का संकेत हो सकता है, जैसे गंभीर मलेरिया, गंभीर डेंगू, मेनिनजाइटिस या सेप्सिस: अभी आपातकालीन विभाग जाएँ।',
    'Fever with shortness of breath can be pneumonia or another serious lung infection: go to an emergency department or call your local emergency number now.':
      'साँस फूलने के साथ बुखार निमोनिया या फेफड़ों का कोई दूसरा गंभीर संक्रमण हो सकता है: अभी आपातकालीन विभाग जाएँ या अपने स्थानीय आपातकालीन नंबर पर कॉल करें।',
    'Vomiting or diarrhoea with dizziness or faintness can mean dangerous dehydration or a warning sign of severe dengue: go to an emergency department now, sipping oral rehydration solution on the way.':
      'चक्कर या बेहोशी जैसा लगने के साथ उल्टी या दस्त का मतलब खतरनाक रूप से पानी की कमी या गंभीर डेंगू का चेतावनी संकेत हो सकता है: अभी आपातकालीन विभाग जाएँ, और रास्ते में घूँट-घूँट ओआरएस घोल पीते रहें।',
    'Chest pain should be checked by a doctor today; call your emergency number if it becomes heavy or tight, spreads to the arm, jaw or back, or comes with breathlessness.':
      'सीने के दर्द की जाँच आज ही डॉक्टर से कराएँ; अगर दर्द भारी या जकड़न जैसा हो जाए, बाँह, जबड़े या पीठ तक फैले, या साँस फूलने के साथ हो, तो अपने आपातकालीन नंबर पर कॉल करें।',
    'Shortness of breath should be checked by a doctor today; call your emergency number if you cannot speak in full sentences or your lips turn blue or grey.':
      'साँस फूलने की जाँच आज ही डॉक्टर से कराएँ; अगर आप पूरे वाक्य न बोल पाएँ या आपके होंठ नीले या धूसर हो जाएँ, तो अपने आपातकालीन नंबर पर कॉल करें।',
    'Fever with chills and sweating needs a blood test for malaria, the same day if possible.':
      'ठंड लगकर बुखार और पसीना आए तो मलेरिया की खून की जाँच ज़रूरी है, हो सके तो उसी दिन।',
    'Where malaria and dengue occur, any fever should be checked with a blood test: please see a doctor or clinic within 24 hours.':
      'जहाँ मलेरिया और डेंगू होते हैं, वहाँ हर बुखार की खून की जाँच होनी चाहिए: कृपया 24 घंटे के भीतर डॉक्टर या क्लिनिक जाएँ।',
    // Danger signs (danger-signs.ts)
    'A stiff neck with illness can be meningitis: call your local emergency number now.':
      'बीमारी के साथ गर्दन में अकड़न मेनिनजाइटिस हो सकती है: अभी अपने स्थानीय आपातकालीन नंबर पर कॉल करें।',
    'New confusion or drowsiness is a sign of a severe illness: call your local emergency number now.':
      'नया-नया भ्रम या बहुत ज़्यादा सुस्ती गंभीर बीमारी का संकेत है: अभी अपने स्थानीय आपातकालीन नंबर पर कॉल करें।',
    'Breathlessness at rest or blue lips means your body lacks oxygen: call your local emergency number now.':
      'आराम करते हुए भी साँस फूलना या नीले होंठ का मतलब है कि आपके शरीर में ऑक्सीजन की कमी है: अभी अपने स्थानीय आपातकालीन नंबर पर कॉल करें।',
    'Chest pain or pressure that does not go away can be a heart attack: call your local emergency number now.':
      'सीने में ऐसा दर्द या दबाव जो ठीक न हो, दिल का दौरा हो सकता है: अभी अपने स्थानीय आपातकालीन नंबर पर कॉल करें।',
    'Bleeding with a fever can be severe dengue: go to an emergency department now.':
      'बुखार के साथ खून बहना गंभीर डेंगू हो सकता है: अभी आपातकालीन विभाग जाएँ।',
    'Not keeping fluids down leads to dangerous dehydration: go to an emergency department now.':
      'तरल पदार्थ पेट में न टिकने से खतरनाक रूप से पानी की कमी हो जाती है: अभी आपातकालीन विभाग जाएँ।',
    'Severe belly pain needs to be seen now: go to an emergency department.':
      'पेट में तेज़ दर्द की जाँच अभी होनी चाहिए: आपातकालीन विभाग जाएँ।',
    'Fainting or a seizure during an illness is an emergency: call your local emergency number now.':
      'बीमारी के दौरान बेहोश होना या दौरा पड़ना आपातकाल है: अभी अपने स्थानीय आपातकालीन नंबर पर कॉल करें।',
    'A rash that does not fade under pressure can be meningococcal sepsis: call your local emergency number now.':
      'दबाने पर फीके न पड़ने वाले चकत्ते मेनिंगोकोकल सेप्सिस हो सकते हैं: अभी अपने स्थानीय आपातकालीन नंबर पर कॉल करें।',
    'Passing little or no urine is a sign of severe dehydration or shock: go to an emergency department now.':
      'बहुत कम या बिल्कुल पेशाब न आना गंभीर रूप से पानी की कमी या शॉक का संकेत है: अभी आपातकालीन विभाग जाएँ।',
    'A drooping face, a weak arm or slurred speech can be a stroke: call your local emergency number now and note the time it started.':
      'चेहरे का एक तरफ़ लटकना, बाँह में कमज़ोरी या लड़खड़ाती बोली स्ट्रोक हो सकता है: अभी अपने स्थानीय आपातकालीन नंबर पर कॉल करें और यह शुरू होने का समय नोट करें।',
    'A fever in a baby under 3 months old can be a serious infection and must be seen by a doctor now: go to an emergency department.':
      '3 महीने से छोटे शिशु का बुखार गंभीर संक्रमण हो सकता है और डॉक्टर को अभी दिखाना ज़रूरी है: अभी आपातकालीन विभाग जाएँ।',
    'In pregnancy, a severe headache, blurred vision or sudden swelling can be pre-eclampsia: go to an emergency department or your maternity unit now.':
      'गर्भावस्था में तेज़ सिरदर्द, धुंधला दिखना या अचानक सूजन प्री-एक्लेम्पसिया हो सकता है: अभी आपातकालीन विभाग या अपने प्रसूति विभाग जाएँ।',
    'A sudden, severe headache, the worst you have ever had, can be bleeding in the brain: call your local emergency number now.':
      'अचानक बहुत तेज़ सिरदर्द, जैसा पहले कभी नहीं हुआ, दिमाग़ में रक्तस्राव हो सकता है: अभी अपने स्थानीय आपातकालीन नंबर पर कॉल करें।',
  },
};
