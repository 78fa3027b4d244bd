# Batch 1: dengue, malaria, typhoid, chikungunya
# C(id, country, month, present, spoken, danger, expected, triage(E/D/S), ambiguous, sources, note)

# ---------------- DENGUE (22) ----------------
# Target frequencies (Kalayanarooj 1997; Daumas 2013; WHO 2009): fever ~100%, headache/retro-orbital ~75%,
# myalgia/arthralgia ~70%, nausea/vomiting/abdominal pain ~55%, fatigue ~60%, chills ~35-40%, diarrhoea ~15%.
C("in-dengue-pune-day3", "IN", 8, "F H BA FA CH", "F BA", "", "dengue", "D", 1, "in-ncvbdc who-dengue dengue-freq afi-india",
  "28-year-old man, Pune, day 3 of abrupt high fever with pain behind the eyes and aching muscles. NS1 antigen positive at a private lab. Rival label: chikungunya (co-circulating in Maharashtra monsoon; joint-predominant pain separates them, and only serology confirms).")
C("in-dengue-delhi-warning-child", "IN", 10, "F H N FA DZ", "N F", "fluids belly", "dengue", "E", 0, "who-dengue in-ncvbdc who-imci",
  "9-year-old girl, Delhi, day 5: fever settling but vomiting everything since morning, abdominal pain, very lethargic. Dengue with warning signs (persistent vomiting, abdominal pain, lethargy); haematocrit rising with platelets 38,000 in hospital; NS1 and IgM positive.")
C("in-dengue-chennai-rash", "IN", 11, "F H BA N CH", "F H", "", "dengue", "D", 0, "in-ncvbdc who-dengue dengue-freq",
  "35-year-old woman, Chennai (north-east monsoon), day 4 fever, headache, back and joint aches, nausea; blanching flushed rash on trunk (not a checklist symptom). Tourniquet test positive, NS1 positive; managed as outpatient with daily platelet counts.")
C("in-dengue-kolkata-adult", "IN", 9, "F H BA FA N D", "F H N", "", "dengue", "D", 0, "in-ncvbdc dengue-freq afi-india2",
  "42-year-old man, Kolkata, 3 days of fever with headache, myalgia, nausea and loose stools. Dengue IgM/NS1 positive; malaria RDT negative. No warning signs.")
C("in-dengue-bengaluru-bleeding", "IN", 8, "F H BA N FA", "F BA", "bleed", "dengue", "E", 0, "who-dengue in-ncvbdc cdc-dengue",
  "34-year-old woman, Bengaluru, day 5: gums bleeding when brushing and a nosebleed, petechiae on legs, nausea. Dengue with warning sign (mucosal bleeding); platelets 22,000, admitted. NS1 positive.")
C("in-dengue-hyderabad-minimal", "IN", 10, "F BA CH", "F", "", "dengue", "D", 1, "in-ncvbdc in-ncvbdc-mal afi-india2",
  "24-year-old male student, Hyderabad, 2 days of fever with chills and body pain, volunteers little. Malaria smear negative, NS1 positive. Rival label: malaria (fever with chills in the monsoon; only a smear/RDT separates).")
C("in-dengue-mumbai-teen", "IN", 7, "F H FA N D", "F H", "", "dengue", "D", 0, "in-ncvbdc dengue-freq",
  "16-year-old boy, Mumbai, early monsoon, day 3 fever, frontal headache, tiredness, nausea and two loose stools. NS1 positive; recovered at home with fluids.")
C("in-dengue-lucknow-elderly", "IN", 10, "F BA FA DZ", "F FA", "", "dengue", "D", 1, "who-dengue in-ncvbdc typhoid-freq",
  "68-year-old man with type 2 diabetes, Lucknow, 4 days of fever, body ache, weakness, light-headed on standing. Co-morbidity places him in WHO group B (needs medical assessment); IgM positive. Rival label: typhoid (undifferentiated fever with malaise; culture/serology separate).")
C("in-dengue-kerala-cough", "IN", 6, "F C ST H BA", "F ST", "", "dengue", "D", 1, "in-ncvbdc flu-season dengue-freq",
  "30-year-old woman, Kozhikode, June (pre-monsoon/monsoon dengue rise, also influenza season in Kerala): fever, mild cough, sore throat, headache, myalgia. NS1 positive on day 2; influenza PCR negative. Rival label: flu.")
C("in-dengue-jaipur-shock", "IN", 10, "F N FA DZ SW", "DZ N", "faint urine", "dengue", "E", 0, "who-dengue in-ncvbdc who-severe-malaria",
  "22-year-old man, Jaipur, day 5 as fever fell: fainted on standing, cold clammy skin, abdominal discomfort, hardly passed urine since the night before. Compensated dengue shock syndrome (narrow pulse pressure, haematocrit 52%); NS1/IgM positive.")
C("br-dengue-rio-classic", "BR", 3, "F H BA FA N CH", "F H BA", "", "dengue", "D", 0, "br-ms-dengue paho-dengue dengue-freq2",
  "31-year-old woman, Rio de Janeiro, epidemic season, 2 days of high fever, retro-orbital headache, myalgia, nausea. Group A per Ministerio da Saude; NS1 positive at UBS; managed ambulatory with oral hydration.")
C("br-dengue-sp-chik-rival", "BR", 4, "F BA H CH", "F BA", "", "dengue", "D", 1, "br-ms-dengue br-ms-chik paho-dengue",
  "45-year-old man, Sao Paulo state, fever with chills, headache and pain in joints and muscles for 2 days. RT-PCR dengue DENV-2 positive, chikungunya negative. Rival label: chikungunya (both circulating; only the course/arthritis or PCR separates).")
C("br-dengue-bh-warning", "BR", 4, "F H N FA DZ", "N DZ", "fluids belly", "dengue", "E", 0, "br-ms-dengue paho-dengue who-dengue",
  "27-year-old woman, Belo Horizonte, 2024 epidemic, day 4: intense continuous abdominal pain, repeated vomiting, postural dizziness. Group C dengue (warning signs); IgM positive, platelets 60,000 with rising haematocrit.")
C("br-dengue-goiania-child", "BR", 2, "F H N D", "F N", "", "dengue", "D", 1, "br-ms-dengue paho-dengue nice-cg84",
  "6-year-old boy, Goiania, 2 days fever with vomiting twice and loose stools, headache; drinking well. NS1 positive. Rival label: gastroenteritis (fever, vomiting and diarrhoea in a child; only the test or course separates).")
C("br-dengue-curitiba-pregnant", "BR", 4, "F H BA FA", "F H", "", "dengue", "D", 0, "br-ms-dengue paho-dengue",
  "26-year-old woman, 26 weeks pregnant, Parana, 3 days fever, headache, myalgia, tiredness. Pregnancy puts her in Group B (same-day medical assessment and blood count) even without warning signs. NS1 positive.")
C("br-dengue-recife-elderly-bleed", "BR", 5, "F BA N FA DZ", "FA N", "bleed", "dengue", "E", 0, "br-ms-dengue paho-dengue who-dengue",
  "74-year-old man with hypertension, Recife, day 5: vomited blood-streaked fluid, weak and dizzy. Dengue with warning signs/haemorrhagic manifestation; admitted, IgM positive, platelets 18,000.")
C("mx-dengue-veracruz", "MX", 9, "F H BA FA", "F H", "", "dengue", "D", 1, "mx-ssa-dengue paho-dengue who-zika",
  "38-year-old woman, Veracruz, rainy season, 3 days fever, headache with eye pain, myalgia, fatigue. NS1 positive at IMSS clinic. Rival label: chikungunya/Zika group (other; co-endemic arboviruses separated only by PCR/serology).")
C("mx-dengue-guerrero-child-warning", "MX", 10, "F N FA DZ", "N F", "belly fluids", "dengue", "E", 0, "paho-dengue mx-ssa-dengue who-dengue",
  "8-year-old boy, Acapulco, day 4: severe abdominal pain and vomiting every drink, listless. Dengue with warning signs (abdominal pain, persistent vomiting, lethargy), ascites on ultrasound; NS1 positive.")
C("mx-dengue-yucatan-sore-throat", "MX", 8, "F H ST BA CH", "F ST", "", "dengue", "D", 1, "mx-ssa-dengue paho-dengue covid-freq",
  "23-year-old man, Merida, August, fever with chills, headache, sore throat and aches. Dengue NS1 positive; SARS-CoV-2 antigen negative. Rival label: covid (summer COVID-19 wave; fever, sore throat and aches fit equally).")
C("mx-dengue-jalisco-nausea", "MX", 9, "F H BA N SW CH", "F N", "", "dengue", "D", 0, "mx-ssa-dengue paho-dengue dengue-freq2",
  "50-year-old woman, Guadalajara metro area, 3 days of fever, sweating, headache, aches and nausea. IgM positive on day 5; no warning signs.")
C("au-dengue-bali-returned", "AU", 1, "F H BA FA CH", "F H", "", "dengue", "D", 1, "geosentinel cdc-dengue who-dengue",
  "29-year-old man, Perth, back from Bali 5 days ago: fever, headache behind the eyes, aches, chills. Returned-traveller fever needs same-day assessment; dengue NS1 positive. Travel history is outside the checklist, so from checklist plus country/month (Australian summer) the Rival label: covid fits about as well.")
C("us-dengue-puerto-rico", "US", 7, "F H BA N", "F BA", "", "dengue", "D", 1, "cdc-dengue geosentinel covid-freq",
  "41-year-old woman, Orlando, returned from visiting family in Puerto Rico (2024 dengue public-health emergency): fever, headache, body aches, nausea. DENV RT-PCR positive. Rival label: covid (July US wave; travel not on checklist).")

# ---------------- MALARIA (11) ----------------
# Frequencies (Svenson 1995; WHO): fever ~95%, chills ~75%, headache ~70%, sweats ~40-50%, myalgia ~45%,
# nausea/vomiting ~35-45%, diarrhoea ~15-25%, cough ~10-15%.
C("in-malaria-odisha-pf", "IN", 8, "F CH SW H BA", "F CH", "", "malaria", "D", 0, "in-ncvbdc-mal who-malaria malaria-freq",
  "35-year-old man, Koraput district (Odisha), cyclical fever with shaking chills then drenching sweat, headache, body ache for 3 days. Bivalent RDT P. falciparum positive at the sub-centre; no severe features.")
C("in-malaria-chhattisgarh-child-severe", "IN", 9, "F N DZ", "F DZ", "conf faint", "malaria", "E", 0, "who-severe-malaria who-malaria in-ncvbdc-mal who-imci",
  "5-year-old boy, Bastar (Chhattisgarh), 3 days fever and vomiting, now very drowsy and had a convulsion. Cerebral malaria (impaired consciousness, seizures); P. falciparum on smear, parasitaemia 6%.")
C("in-malaria-mumbai-vivax", "IN", 7, "F CH H FA SW BA", "F CH", "", "malaria", "D", 0, "in-ncvbdc-mal malaria-freq",
  "30-year-old construction worker, Mumbai, alternate-day fever with rigors and sweating, headache, body ache, tiredness. P. vivax on smear; treated with chloroquine plus primaquine after G6PD test.")
C("in-malaria-jharkhand-jaundice", "IN", 10, "F CH N FA H", "F N", "fluids", "malaria", "E", 0, "who-severe-malaria in-ncvbdc-mal",
  "40-year-old woman, West Singhbhum (Jharkhand), fever with chills 5 days, now vomiting all fluids; family noticed yellow eyes and dark urine (outside checklist). Severe falciparum malaria (jaundice with parasitaemia, inability to take oral fluids); bilirubin 5.2 mg/dL.")
C("in-malaria-meghalaya-adult", "IN", 6, "F H BA CH", "F", "", "malaria", "D", 1, "in-ncvbdc-mal in-ncvbdc who-malaria",
  "26-year-old man, West Garo Hills, fever with chills, headache, aches for 2 days. RDT P. falciparum positive. Rival label: dengue (fever, headache, aches in the monsoon; only RDT/NS1 separate).")
C("in-malaria-gujarat-vivax-d", "IN", 9, "F CH D N FA", "F D", "", "malaria", "D", 0, "in-ncvbdc-mal malaria-freq",
  "33-year-old farm labourer, Kheda (Gujarat), intermittent fever with chills, loose stools, nausea, fatigue. P. vivax on smear; stool normal after treatment.")
C("gb-malaria-nigeria-vfr", "GB", 8, "F H CH SW FA BA", "F H", "", "malaria", "D", 1, "uk-malaria geosentinel malaria-freq",
  "45-year-old man, London, returned 10 days ago from visiting family in Lagos, no prophylaxis: fever, headache, chills and sweats, aches. UK guidance: same-day malaria test for any fever after travel to an endemic area; thick film P. falciparum 0.8%, uncomplicated. Rival label: flu/covid (travel not on checklist).")
C("gb-malaria-ghana-severe", "GB", 1, "F N D DZ CH", "F N", "conf", "malaria", "E", 0, "uk-malaria who-severe-malaria nice-ng51",
  "52-year-old woman, Birmingham, back from Accra 2 weeks, fever, vomiting and diarrhoea for 3 days, now muddled according to her son. Severe falciparum malaria (impaired consciousness, parasitaemia 8%); IV artesunate.")
C("fr-malaria-cote-divoire", "FR", 9, "F H BA CH", "F BA", "", "malaria", "D", 1, "cdc-malaria geosentinel malaria-freq",
  "38-year-old man, Paris region, returned from Abidjan 9 days ago (VFR, no chemoprophylaxis): fever with chills, headache, aches. P. falciparum 0.5% on thin film. Rival label: covid (September; travel not on checklist).")
C("us-malaria-uganda-missionary", "US", 6, "F CH SW H N", "F CH", "", "malaria", "D", 1, "cdc-malaria geosentinel",
  "58-year-old woman, Atlanta, back 3 weeks from a church mission in northern Uganda, stopped prophylaxis early: fever, rigors and sweats, headache, nausea. P. falciparum on smear. Rival label: covid/flu (travel outside the checklist).")
C("es-malaria-equatorial-guinea-child", "ES", 8, "F N FA D C", "F N", "", "malaria", "D", 1, "cdc-malaria geosentinel nice-ng143",
  "4-year-old girl, Madrid, returned from family visit to Malabo: fever, vomiting, tiredness, loose stools, mild cough. P. falciparum 1% on smear. Rival label: gastroenteritis (summer fever with vomiting/diarrhoea in a child; travel not on checklist).")

# ---------------- TYPHOID (10) ----------------
# Frequencies (Parry 2002; Crump 2015): fever ~100%, headache ~60-80%, malaise ~70%, abdominal pain/nausea ~40-60%,
# diarrhoea ~25% (constipation ~25%), cough ~20-30%, chills ~30%, myalgia ~30%.
C("in-typhoid-delhi-week2", "IN", 6, "F H FA N", "F", "", "typhoid", "D", 1, "who-typhoid typhoid-freq afi-india",
  "24-year-old man, Delhi, 9 days of step-ladder fever, dull headache, poor appetite, vague abdominal discomfort, constipation. Blood culture Salmonella Typhi. Rival label: dengue (monsoon-onset fever with headache and nausea; culture/course separate).")
C("in-typhoid-kolkata-child", "IN", 5, "F N D FA", "F D", "", "typhoid", "D", 1, "who-typhoid typhoid-freq2 nice-cg84",
  "7-year-old girl, Kolkata, 6 days of fever, abdominal pain, loose stools and tiredness. Blood culture S. Typhi. Rival label: gastroenteritis (fever with diarrhoea in a child; only duration and culture separate).")
C("in-typhoid-hyderabad-cough", "IN", 4, "F C H FA BA", "F C", "", "typhoid", "D", 0, "who-typhoid typhoid-freq",
  "19-year-old hostel student, Hyderabad, 8 days of fever with dry cough, headache, body ache, fatigue; relative bradycardia. Blood culture S. Typhi (ceftriaxone-sensitive).")
C("in-typhoid-ahmedabad-perforation", "IN", 7, "F N FA DZ", "N F", "belly", "typhoid", "E", 0, "who-typhoid typhoid-freq2 nice-ng51",
  "27-year-old man, Ahmedabad, third week of fever, sudden severe generalised abdominal pain since this morning, vomiting, faint. Typhoid ileal perforation at laparotomy; Widal and later culture positive.")
C("in-typhoid-pune-student", "IN", 8, "F H CH BA", "F H", "", "typhoid", "D", 0, "who-typhoid typhoid-freq afi-india2",
  "21-year-old woman, Pune, fever 7 days with evening chills, headache and aches. Blood culture S. Paratyphi A (enteric fever, labelled typhoid).")
C("in-typhoid-patna-adult", "IN", 9, "F H N FA SW", "F FA", "", "typhoid", "D", 0, "who-typhoid typhoid-freq2",
  "36-year-old man, Patna, 10 days of fever with sweating, headache, nausea, marked weakness; coated tongue. Blood culture S. Typhi.")
C("in-typhoid-nagpur-teen", "IN", 3, "F H FA D", "F H", "", "typhoid", "D", 0, "who-typhoid typhoid-freq",
  "15-year-old boy, Nagpur, 8 days of fever, headache, tiredness, loose stools. Blood culture S. Typhi.")
C("gb-typhoid-pakistan-vfr", "GB", 9, "F H FA N", "F H", "", "typhoid", "D", 1, "who-typhoid geosentinel typhoid-freq2",
  "10-year-old boy, Bradford, 2 weeks after return from Karachi: fever 6 days, headache, tiredness, abdominal ache. Blood culture XDR S. Typhi, treated with meropenem/azithromycin. Rival label: flu/covid (travel outside the checklist).")
C("us-typhoid-india-traveler", "US", 11, "F H C FA CH", "F C", "", "typhoid", "D", 1, "who-typhoid geosentinel cdc-flu",
  "33-year-old man, New Jersey, returned from a wedding in Gujarat 12 days ago: fever 5 days, headache, dry cough, fatigue, chills. Blood culture S. Typhi. Rival label: flu (November, cough and fever; travel not on checklist).")
C("ca-typhoid-bangladesh", "CA", 2, "F N BA H FA", "F BA", "", "typhoid", "D", 1, "who-typhoid geosentinel flu-freq",
  "46-year-old woman, Toronto, returned from Dhaka 10 days ago: fever, aches, headache, nausea, fatigue for 6 days. Blood culture S. Typhi. Rival label: flu (February; travel outside the checklist).")

# ---------------- CHIKUNGUNYA (9) ----------------
# Frequencies (Staples 2009): fever ~90%, arthralgia 87-98%, headache ~50-70%, fatigue ~50%, rash ~40-50%,
# nausea/vomiting ~20-30%, chills ~30%.
C("in-chik-bengaluru-joint", "IN", 9, "F BA H FA", "BA F", "", "chikungunya", "D", 1, "who-chik chik-freq in-ncvbdc",
  "40-year-old woman, Bengaluru, 2 days of fever with severe symmetrical pain in wrists, fingers and ankles, cannot walk properly; maculopapular rash day 3. Chikungunya IgM positive. Rival label: dengue (same season and checklist profile; severity of joint pain and serology separate).")
C("in-chik-delhi-fever", "IN", 9, "F BA CH", "F BA", "", "chikungunya", "D", 0, "who-chik chik-freq in-ncvbdc",
  "33-year-old man, Delhi, sudden fever with chills and crippling joint pains; knees and hands swollen. Chikungunya RT-PCR positive.")
C("in-chik-kerala-elderly", "IN", 7, "F BA FA N H", "BA FA", "", "chikungunya", "D", 0, "who-chik chik-freq",
  "70-year-old woman, Thrissur, fever, severe joint pains, weakness, nausea, headache. Elderly -> higher risk of atypical/severe disease; chikungunya IgM positive, dengue NS1/IgM negative.")
C("in-chik-maharashtra-rash", "IN", 8, "F BA H", "F BA", "", "chikungunya", "D", 1, "who-chik in-ncvbdc chik-freq",
  "25-year-old man, Nashik, fever 2 days, headache, joint and muscle pain; itchy rash on arms. Chikungunya RT-PCR positive. Rival label: dengue (identical checklist profile).")
C("br-chik-ceara", "BR", 4, "F BA H FA CH", "F BA", "", "chikungunya", "D", 0, "br-ms-chik who-chik chik-freq",
  "52-year-old woman, Fortaleza, fever with chills, disabling polyarthralgia of hands and ankles, headache, fatigue. Chikungunya IgM positive.")
C("br-chik-mg-subacute", "BR", 5, "BA FA", "BA", "", "chikungunya", "D", 0, "br-ms-chik chik-freq",
  "48-year-old woman, Minas Gerais, fever resolved 4 weeks ago but persistent hand and knee pain with morning stiffness and tiredness. Subacute chikungunya arthritis (IgG seroconversion, IgM positive at onset); needs medical review for analgesia/anti-inflammatory plan.")
C("br-chik-neonate", "BR", 3, "F", "F", "baby", "chikungunya", "E", 0, "br-ms-chik nice-ng143 who-chik",
  "6-week-old baby, Natal, fever 38.6 C, irritable, not feeding well, blotchy rash; mother had chikungunya at delivery. Any fever under 3 months is a red feature; chikungunya RT-PCR positive in the infant, cultures negative.")
C("br-chik-rj-adult", "BR", 4, "F BA H N", "F BA", "", "chikungunya", "D", 1, "br-ms-chik br-ms-dengue chik-freq",
  "36-year-old man, Rio de Janeiro, fever, headache, nausea and painful swollen ankles. Chikungunya RT-PCR positive, dengue NS1 negative. Rival label: dengue (co-circulating; checklist profile identical).")
C("fr-chik-reunion", "FR", 5, "F BA H FA", "F BA", "", "chikungunya", "D", 1, "chik-reunion who-chik geosentinel",
  "44-year-old woman, Marseille, returned from La Reunion (2025 outbreak) 4 days ago: fever, joint pains in wrists and ankles, headache, fatigue. Chikungunya RT-PCR positive. Rival label: covid (May in France; travel history outside the checklist).")
