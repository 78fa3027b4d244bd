# Batch 2: influenza, COVID-19, common cold

# ---------------- FLU (27) ----------------
# Frequencies (Monto 2000; Call 2005; Eccles 2005): cough ~90%, fever ~80-85% (lower in elderly), malaise ~80%,
# myalgia ~60%, headache ~60%, sore throat ~50%, chills ~45%, rhinorrhoea ~45%; GI mostly children.
C("us-flu-chicago-adult", "US", 1, "F C ST H BA CH FA SW", "F BA", "", "flu", "S", 1, "cdc-flu flu-freq flu-season covid-freq",
  "34-year-old healthy man, Chicago, abrupt fever 39.2 C, aches, chills, cough for 1 day. Rapid molecular test influenza A positive at urgent care; not high-risk, rest/fluids. Rival label: covid (winter co-circulation; only a test separates).")
C("us-flu-texas-child", "US", 2, "F C RN ST FA N", "F C", "", "flu", "S", 0, "cdc-flu flu-freq2",
  "6-year-old girl, Houston, fever, cough, runny nose, sore throat, tired, mild nausea; drinking well, alert. Influenza B on school-clinic test. Not high-risk (age >5, no chronic disease).")
C("us-flu-elderly-breathless", "US", 12, "F C FA SOB CH", "C SOB", "blue", "flu", "E", 1, "cdc-flu flu-freq2",
  "78-year-old woman with COPD, Ohio, 3 days of fever and cough, now breathless sitting still, lips dusky. CDC emergency warning sign (difficulty breathing); influenza A PCR positive, SpO2 86%. Rival label: covid (only a test separates).")
C("us-flu-pregnant", "US", 1, "F C ST H BA FA", "F C", "", "flu", "D", 1, "cdc-flu covid-freq",
  "29-year-old woman, 28 weeks pregnant, Denver, fever, cough, sore throat, headache, aches. Pregnancy = high risk: same-day oseltamivir recommended; influenza A PCR positive. Rival label: covid.")
C("us-flu-toddler-fastbreath", "US", 2, "F C RN SOB", "F SOB", "blue", "flu", "E", 0, "cdc-flu nice-ng143 who-imci",
  "2-year-old boy, Atlanta, 2 days of fever, cough, runny nose; now breathing fast with ribs pulling in. CDC child emergency warning sign (fast breathing/trouble breathing); influenza A positive, RR 56, admitted for oxygen.")
C("jp-flu-tokyo-office", "JP", 1, "F C ST H BA FA CH", "F", "", "flu", "S", 0, "flu-season flu-freq",
  "27-year-old office worker, Tokyo, peak season, sudden 39 C fever with chills, aches, headache, sore throat and cough since last night. Rapid antigen influenza A positive at clinic.")
C("jp-flu-child-seizure", "JP", 2, "F C RN DZ", "F DZ", "faint", "flu", "E", 0, "niid-flu-enc nice-ng143 cdc-flu",
  "4-year-old girl, Osaka, high fever since morning, cough, runny nose; had a 3-minute generalised seizure and is drowsy afterwards. First febrile seizure with possible influenza encephalopathy needs emergency assessment; influenza A positive, simple febrile seizure, recovered.")
C("jp-flu-elderly", "JP", 1, "C FA DZ", "FA C", "", "flu", "D", 0, "cdc-flu flu-freq2 niid-flu-enc",
  "82-year-old man, Nagoya, no measured fever, new cough, exhaustion and unsteadiness for 2 days; outbreak at his day centre. Age >=65 high risk (antiviral within 48 h); influenza A antigen positive. Afebrile presentation is common in the elderly.")
C("gb-flu-leeds", "GB", 12, "F C ST H BA FA CH SW", "F BA", "", "flu", "S", 0, "ukhsa-flu flu-freq flu-season",
  "40-year-old teacher, Leeds, sudden fever, shivers, sweats, aching all over, headache, cough, sore throat. Healthy; influenza A confirmed in household contact; self-managed.")
C("gb-flu-asthmatic", "GB", 1, "F C H SOB FA BA", "C SOB", "", "flu", "D", 0, "ukhsa-flu gina cdc-flu",
  "45-year-old woman with asthma on inhaled steroids, Glasgow, fever, cough, headache, aches, wheezy and breathless on stairs but not at rest. Clinical risk group: GP same-day for antivirals and asthma review; influenza A PCR positive.")
C("de-flu-munich", "DE", 2, "F H BA FA CH", "F H", "", "flu", "S", 0, "flu-freq flu-season",
  "36-year-old man, Munich, abrupt fever with chills, headache, aching limbs, exhausted; no cough yet on day 1 (developed day 2). Influenza B rapid test positive.")
C("de-flu-elderly-confusion", "DE", 2, "F C FA DZ N", "FA DZ", "conf", "flu", "E", 0, "cdc-flu nice-ng51 flu-freq2",
  "84-year-old woman, Dresden, fever and cough 3 days, now confused and hard to rouse according to her daughter. CDC warning sign (confusion); influenza A PCR positive, secondary pneumonia on X-ray.")
C("fr-flu-lyon", "FR", 1, "F C RN ST H FA", "F C", "", "flu", "S", 1, "flu-season flu-freq covid-freq",
  "31-year-old woman, Lyon, fever 38.8 C, cough, runny nose, sore throat, headache, tired. Influenza A PCR at pharmacy-linked lab. Rival label: covid.")
C("fr-flu-diabetic", "FR", 12, "F C H BA CH FA", "F BA", "", "flu", "D", 0, "cdc-flu flu-freq",
  "61-year-old man with type 2 diabetes and obesity, Lille, fever with chills, cough, headache, aches. High-risk group: GP within 48 h for oseltamivir; influenza A positive.")
C("it-flu-rome", "IT", 1, "F C ST H BA FA RN", "F C", "", "flu", "S", 0, "flu-season flu-freq",
  "25-year-old student, Rome, fever, cough, sore throat, runny nose, headache, aches during the influenza peak. InfluNet sentinel swab influenza A(H1N1)pdm09.")
C("it-flu-milan-chestpain", "IT", 2, "F C CP SOB FA BA", "C CP", "", "flu", "D", 0, "cdc-flu nice-ng138",
  "55-year-old man, Milan, fever and cough 4 days, now sharp chest pain on coughing/breathing in and breathless on walking (not at rest). GP same day: influenza A with early lower respiratory involvement, no consolidation; SpO2 95%.")
C("es-flu-madrid", "ES", 1, "F C RN ST H FA CH", "F ST", "", "flu", "S", 0, "flu-season flu-freq",
  "38-year-old woman, Madrid, sudden fever with chills, cough, sore throat, runny nose, headache, tiredness. Influenza A positive at health centre.")
C("ca-flu-toronto", "CA", 1, "F C ST H BA FA SW CH", "F C", "", "flu", "S", 0, "flu-freq flu-season",
  "44-year-old man, Toronto, fever, chills and sweats, cough, sore throat, headache, aches. FluWatch peak; influenza A positive.")
C("nl-flu-utrecht", "NL", 2, "C RN BA FA", "C FA", "", "flu", "S", 1, "flu-freq2 covid-freq",
  "52-year-old woman, Utrecht, cough, runny nose, aches and exhaustion, felt feverish but thermometer normal. Influenza B on GP sentinel swab (NIVEL). Rival label: covid (afebrile respiratory illness in winter).")
C("se-flu-stockholm", "SE", 2, "C H ST FA RN", "ST C", "", "flu", "S", 1, "flu-freq2 cold-freq",
  "30-year-old man, Stockholm, cough, sore throat, headache, runny nose, tired, no fever. Influenza B PCR positive (workplace cluster). Rival label: common-cold (afebrile mild illness).")
C("no-flu-oslo", "NO", 1, "F C BA CH FA D", "F C", "", "flu", "S", 0, "flu-freq flu-season",
  "23-year-old woman, Oslo, fever, cough, chills, aching, exhausted, one day of loose stools. Influenza A positive.")
C("au-flu-sydney", "AU", 7, "F C ST H BA FA CH", "F H", "", "flu", "S", 0, "flu-season flu-freq",
  "33-year-old man, Sydney, winter peak, fever with chills, cough, sore throat, headache, myalgia. Influenza A positive on multiplex PCR.")
C("au-flu-child-brisbane", "AU", 8, "F C RN N", "F C", "", "flu", "D", 0, "cdc-flu nice-ng143",
  "3-year-old boy, Brisbane, fever 39 C, cough, runny nose, vomited once; playing between fevers, drinking. Age under 5 = higher risk: GP review for antiviral; influenza A positive.")
C("br-flu-sao-paulo", "BR", 6, "F C RN ST H", "F C", "", "flu", "S", 1, "flu-season covid-freq",
  "28-year-old woman, Sao Paulo, southern-hemisphere winter, fever, cough, runny nose, sore throat, headache. Influenza A(H3N2) positive at UPA. Rival label: covid.")
C("mx-flu-cdmx", "MX", 12, "F C H BA CH FA SW", "F BA", "", "flu", "S", 0, "flu-season flu-freq",
  "40-year-old man, Mexico City, sudden fever, chills and sweats, cough, headache, myalgia. Influenza A(H1N1) positive at IMSS.")
C("in-flu-delhi", "IN", 1, "F C ST BA FA RN", "F C", "", "flu", "S", 1, "flu-season covid-freq",
  "35-year-old woman, Delhi, winter influenza peak, fever, cough, sore throat, runny nose, aches. Influenza A(H1N1)pdm09 PCR positive. Rival label: covid.")
C("in-flu-kerala-monsoon", "IN", 7, "F C H BA RN", "F BA", "", "flu", "D", 1, "flu-season in-ncvbdc dengue-freq",
  "42-year-old man, Thiruvananthapuram, monsoon influenza peak, fever, body aches, headache, cough, runny nose. Fever with aches during Kerala's dengue season warrants a clinic visit and blood test; dengue NS1 negative, influenza A(H3N2) positive. Rival label: dengue.")

# ---------------- COVID (20) ----------------
# Omicron-era frequencies (Menni 2022, ZOE): sore throat ~70%, runny nose ~60-70%, headache ~65-75%, cough ~60%,
# fatigue ~60-70%, fever ~40-50%, myalgia ~35-40%, chills ~30%, loss of smell ~15-20%, dyspnoea ~10-15%.
C("us-covid-ny-adult", "US", 8, "C ST H FA RN", "ST", "", "covid", "S", 1, "covid-freq cdc-covid cold-freq",
  "30-year-old woman, New York, scratchy sore throat, runny nose, headache, cough, tired; no fever. Home antigen test positive day 2. Rival label: common-cold.")
C("us-covid-elderly", "US", 1, "F C H FA BA CH", "C F", "", "covid", "D", 1, "cdc-covid covid-freq cdc-flu",
  "72-year-old man with hypertension, Phoenix, fever, cough, headache, aches, chills. Age >=65: contact clinician within 5 days for nirmatrelvir/ritonavir; home test positive. Rival label: flu (January co-circulation).")
C("us-covid-breathless", "US", 12, "F C SOB CP FA CH", "SOB C", "blue", "covid", "E", 0, "cdc-covid covid-freq",
  "66-year-old woman with obesity and diabetes, Michigan, day 8 of illness, now breathless at rest with chest tightness. CDC emergency warning sign; SpO2 87%, COVID-19 pneumonia, PCR positive.")
C("in-covid-mumbai", "IN", 6, "F C ST FA BA", "F ST", "", "covid", "S", 0, "covid-freq nice-covid",
  "26-year-old man, Mumbai, mid-2025 JN.1-lineage wave, fever, sore throat, cough, aches, tired. RAT positive at workplace screening.")
C("in-covid-delhi-elderly", "IN", 1, "F C SOB FA", "SOB C", "blue", "covid", "E", 0, "cdc-covid covid-freq",
  "70-year-old man with diabetes and CKD, Delhi, cough and fever 6 days, now breathless at rest. RT-PCR positive, SpO2 88%; admitted.")
C("br-covid-sp", "BR", 11, "ST RN H", "ST RN", "", "covid", "S", 1, "covid-freq cold-freq",
  "24-year-old woman, Sao Paulo, sore throat, runny nose, headache. Antigen test at pharmacy positive. Rival label: common-cold.")
C("br-covid-anosmia", "BR", 6, "H FA RN LTS", "LTS", "", "covid", "S", 0, "covid-freq",
  "39-year-old man, Porto Alegre, lost his sense of smell and taste suddenly, mild headache, runny nose, tired. RT-PCR positive.")
C("jp-covid-tokyo-summer", "JP", 8, "F ST H FA RN", "F ST", "", "covid", "S", 0, "covid-freq flu-season",
  "34-year-old man, Tokyo, summer COVID-19 wave (influenza inactive), fever 38.5 C, very sore throat, headache, tired. Antigen positive at clinic.")
C("jp-covid-elderly", "JP", 8, "F FA N DZ", "FA", "", "covid", "D", 0, "cdc-covid covid-freq jp-heat",
  "88-year-old woman in a care home, Saitama, low-grade fever, exhaustion, poor appetite with nausea, unsteady. Care-home outbreak; antigen positive. Age/frailty = high risk for antiviral; drinking adequately, alert.")
C("gb-covid-london", "GB", 9, "ST RN H FA SW", "ST", "", "covid", "S", 1, "covid-freq nice-covid cold-freq",
  "27-year-old woman, London, sore throat, runny nose, headache, tired, night sweats. Lateral-flow positive. Rival label: common-cold.")
C("de-covid-berlin", "DE", 11, "C ST H BA FA CH", "C BA", "", "covid", "S", 1, "covid-freq flu-freq",
  "47-year-old man, Berlin, cough, sore throat, headache, aches, chills, tired. Antigen positive; influenza negative. Rival label: flu.")
C("de-covid-immunosuppressed", "DE", 3, "F C FA BA", "F C", "", "covid", "D", 0, "cdc-covid nice-covid",
  "58-year-old kidney-transplant recipient on tacrolimus, Cologne, fever, cough, aches, tired. Immunosuppressed: same-day review for antiviral; PCR positive.")
C("fr-covid-paris", "FR", 7, "ST RN H", "ST H", "", "covid", "S", 1, "covid-freq cold-freq",
  "33-year-old man, Paris, July wave, sore throat, runny nose, headache. Autotest positive. Rival label: common-cold.")
C("it-covid-naples", "IT", 12, "F C ST RN FA LTS", "LTS F", "", "covid", "S", 0, "covid-freq",
  "45-year-old woman, Naples, fever, cough, sore throat, runny nose, tired, lost taste. Antigen positive.")
C("es-covid-barcelona", "ES", 7, "F ST H FA BA D", "F H", "", "covid", "S", 0, "covid-freq",
  "29-year-old woman, Barcelona, summer wave, fever, headache, sore throat, aches, tired, loose stools once. Antigen positive.")
C("ca-covid-vancouver", "CA", 9, "C ST RN FA DZ", "ST C", "", "covid", "S", 1, "covid-freq cold-freq",
  "50-year-old man, Vancouver, sore throat, runny nose, cough, tired, light-headed. Rapid antigen positive. Rival label: common-cold.")
C("au-covid-melbourne", "AU", 6, "F C ST H BA FA RN", "F C", "", "covid", "S", 1, "covid-freq flu-season",
  "36-year-old woman, Melbourne, winter, fever, cough, sore throat, runny nose, headache, aches. RAT positive; influenza PCR negative. Rival label: flu.")
C("mx-covid-monterrey", "MX", 7, "F C H BA LTS", "F LTS", "", "covid", "S", 0, "covid-freq",
  "41-year-old man, Monterrey, fever, cough, headache, aches, and cannot smell or taste. Antigen positive.")
C("nl-covid-infant", "NL", 10, "F C RN", "F", "baby", "covid", "E", 1, "nice-ng143 cdc-covid nice-ng9",
  "7-week-old boy, Amsterdam, fever 38.4 C, runny nose, slight cough; parents positive for COVID-19. Fever under 3 months is a red feature; SARS-CoV-2 PCR positive, urine and blood cultures negative. Rival label: common-cold (rhinovirus/RSV give the same picture).")
C("se-covid-pregnant", "SE", 12, "F C ST H FA SOB RN", "F C", "", "covid", "D", 1, "cdc-covid nice-covid cdc-flu",
  "32-year-old woman, 32 weeks pregnant, Uppsala, fever, cough, sore throat, runny nose, headache, breathless on exertion only. Pregnancy = high risk: same-day maternity/primary-care review; PCR positive, SpO2 97%. Rival label: flu.")

# ---------------- COMMON COLD (30) ----------------
# Frequencies (Heikkinen 2003; Eccles 2005): rhinorrhoea/congestion ~90%, sore throat ~60-70%, cough ~50-65%,
# malaise ~40%, headache ~30%, fever ~15-20% adults but commoner in young children, myalgia ~15%.
C("in-cold-delhi-office", "IN", 12, "C ST RN", "RN ST", "", "common-cold", "S", 0, "cold-freq nice-cks-cold",
  "29-year-old man, Delhi, 2 days of runny blocked nose, scratchy throat, mild cough; no fever.")
C("in-cold-mumbai-child", "IN", 8, "F C RN", "RN C", "", "common-cold", "S", 0, "cold-freq nice-ng143",
  "3-year-old girl, Mumbai, runny nose and cough with a low fever (37.9 C) for a day; playing and drinking normally. Sibling had the same; resolved in 5 days.")
C("in-cold-chennai", "IN", 1, "ST H FA RN", "RN ST", "", "common-cold", "S", 0, "cold-freq",
  "34-year-old woman, Chennai, sneezing, runny nose, sore throat, mild headache, tired. Resolved in a week.")
C("in-cold-kolkata-elderly", "IN", 2, "C FA RN", "C RN", "", "common-cold", "S", 0, "cold-freq cold-freq2",
  "69-year-old man, Kolkata, runny nose, cough and feeling run down for 3 days, no fever, no breathlessness.")
C("in-cold-bengaluru-student", "IN", 11, "C ST H RN", "RN", "", "common-cold", "S", 0, "cold-freq",
  "20-year-old student, Bengaluru, runny nose, sore throat, cough, headache after a classmate's cold.")
C("in-cold-pune-toddler", "IN", 7, "F C RN N", "C RN", "", "common-cold", "S", 0, "cold-freq nice-ng143 who-imci",
  "18-month-old boy, Pune, runny nose and cough, low-grade fever, vomited once after a coughing bout; feeding, wet nappies, alert; no fast breathing.")
C("us-cold-boston", "US", 10, "C ST RN", "RN", "", "common-cold", "S", 1, "cold-freq covid-freq",
  "37-year-old man, Boston, runny nose, scratchy throat, mild cough. Two negative home COVID tests; rhinovirus on a work panel. Rival label: covid.")
C("us-cold-kid-daycare", "US", 11, "F C RN", "RN F", "", "common-cold", "S", 0, "cold-freq nice-ng143",
  "2-year-old girl, Seattle, daycare cold: runny nose, cough, 38.1 C fever one evening; alert and drinking.")
C("us-cold-adult-smell", "US", 3, "ST H RN LTS", "RN LTS", "", "common-cold", "S", 1, "cold-freq covid-freq",
  "44-year-old woman, Minneapolis, blocked runny nose, can't smell much, sore throat, headache. Repeated COVID antigen negative, PCR negative. Rival label: covid (reduced smell).")
C("us-cold-infant-fever", "US", 1, "F C RN", "F", "baby", "common-cold", "E", 1, "nice-ng143 cold-freq",
  "7-week-old girl, Chicago, fever 38.3 C rectal, runny nose, occasional cough; siblings have colds. Any fever under 3 months needs same-day emergency assessment; rhinovirus on PCR, urine/blood cultures negative. Rival label: other (serious bacterial infection cannot be excluded without tests).")
C("br-cold-porto-alegre", "BR", 6, "C ST FA RN", "RN ST", "", "common-cold", "S", 0, "cold-freq",
  "32-year-old woman, Porto Alegre, runny nose, sore throat, cough, tired; afebrile.")
C("br-cold-salvador", "BR", 5, "ST RN", "RN", "", "common-cold", "S", 0, "cold-freq",
  "25-year-old man, Salvador, runny nose and sore throat for 2 days.")
C("br-cold-child", "BR", 7, "F C RN", "C", "", "common-cold", "S", 0, "cold-freq nice-ng143",
  "5-year-old boy, Curitiba, cough, runny nose, 37.8 C fever for a day; active and eating.")
C("mx-cold-puebla", "MX", 1, "C ST H RN", "RN ST", "", "common-cold", "S", 0, "cold-freq",
  "27-year-old woman, Puebla, runny nose, sore throat, cough, mild headache.")
C("mx-cold-monterrey-elderly", "MX", 12, "C BA FA RN", "RN C", "", "common-cold", "S", 0, "cold-freq2",
  "67-year-old woman, Monterrey, runny nose, cough, mild aches, tired; no fever; influenza and SARS-CoV-2 antigen negative.")
C("jp-cold-osaka", "JP", 11, "C ST RN", "ST RN", "", "common-cold", "S", 0, "cold-freq",
  "41-year-old man, Osaka, sore throat, runny nose, cough for 3 days.")
C("jp-cold-child", "JP", 10, "F C RN", "RN", "", "common-cold", "S", 0, "cold-freq nice-ng143",
  "4-year-old boy, Fukuoka, runny nose, cough, 37.9 C fever, well in himself.")
C("gb-cold-bristol", "GB", 10, "ST H FA RN", "RN ST", "", "common-cold", "S", 1, "cold-freq covid-freq",
  "35-year-old woman, Bristol, runny nose, sore throat, headache, tired. Lateral-flow negative twice. Rival label: covid.")
C("gb-cold-manchester", "GB", 2, "C ST FA", "C ST", "", "common-cold", "S", 0, "cold-freq nice-cks-cold",
  "50-year-old man, Manchester, tickly cough, sore throat, tired, blocked (not runny) nose; no fever.")
C("de-cold-hamburg", "DE", 11, "C ST H RN CH", "RN ST", "", "common-cold", "S", 0, "cold-freq",
  "33-year-old woman, Hamburg, runny nose, sore throat, cough, headache, feels chilly; temperature normal.")
C("de-cold-frankfurt", "DE", 3, "ST FA RN", "RN", "", "common-cold", "S", 1, "cold-freq aria",
  "28-year-old man, Frankfurt, runny nose, slight sore throat, tired, early March (hazel/alder pollen season). Resolved in 6 days with colleagues affected. Rival label: other (allergic rhinitis).")
C("fr-cold-marseille", "FR", 11, "C ST H FA RN", "RN C", "", "common-cold", "S", 0, "cold-freq",
  "39-year-old woman, Marseille, runny nose, sore throat, cough, headache, tired.")
C("fr-cold-child-lille", "FR", 1, "F C RN D", "RN F", "", "common-cold", "S", 0, "cold-freq nice-ng143",
  "2-year-old boy, Lille, runny nose, cough, 38 C fever, one loose stool; feeding well.")
C("it-cold-turin", "IT", 11, "ST BA FA RN", "RN", "", "common-cold", "S", 0, "cold-freq2",
  "46-year-old man, Turin, runny nose, sore throat, slight aches, tired; no fever.")
C("es-cold-seville", "ES", 12, "ST RN", "ST", "", "common-cold", "S", 0, "cold-freq",
  "22-year-old woman, Seville, sore throat and runny nose for 2 days.")
C("ca-cold-montreal", "CA", 10, "C ST H RN LTS", "RN LTS", "", "common-cold", "S", 1, "cold-freq covid-freq",
  "31-year-old man, Montreal, blocked runny nose with poor smell, sore throat, cough, headache. COVID PCR negative. Rival label: covid.")
C("au-cold-perth", "AU", 6, "ST FA RN", "RN ST", "", "common-cold", "S", 0, "cold-freq",
  "26-year-old woman, Perth, runny nose, sore throat, tired.")
C("nl-cold-rotterdam", "NL", 11, "C ST BA FA RN", "RN C", "", "common-cold", "S", 0, "cold-freq2",
  "55-year-old woman, Rotterdam, runny nose, cough, sore throat, mild aches, tired; afebrile.")
C("se-cold-gothenburg", "SE", 1, "ST H RN", "RN", "", "common-cold", "S", 0, "cold-freq",
  "38-year-old man, Gothenburg, runny nose, sore throat, headache.")
C("no-cold-bergen", "NO", 10, "C FA RN CH", "RN C", "", "common-cold", "S", 0, "cold-freq",
  "47-year-old woman, Bergen, runny nose, cough, tired, chilly; no fever.")
