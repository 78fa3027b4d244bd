# Batch 4: "other" - a broad mix of look-alikes and emergencies outside the nine named labels.

# ---- India (14) ----
C("in-scrub-typhus-vellore", "IN", 10, "F C H FA BA CH", "F H", "", "other", "D", 1, "scrub icmr-rick afi-india",
  "50-year-old farmer, Vellore district, 7 days of fever with chills, headache, myalgia, dry cough, tiredness. Painless black eschar in the axilla found by the doctor; scrub typhus IgM ELISA positive; defervesced on doxycycline. Rival label: dengue (undifferentiated fever season; eschar and serology separate).")
C("in-scrub-himachal-severe", "IN", 9, "F C H SOB FA", "SOB F", "blue", "other", "E", 0, "scrub icmr-rick nice-ng51",
  "38-year-old woman, Shimla hills, 8 days of fever, headache, cough, now breathless at rest. Scrub typhus with ARDS (eschar behind the knee, IgM positive, SpO2 84%).")
C("in-scrub-child-tamilnadu", "IN", 11, "F H N", "F", "", "other", "D", 1, "scrub icmr-rick",
  "8-year-old boy, Tiruvannamalai, 6 days of fever, headache, vomiting twice. Eschar in the groin; scrub typhus IgM positive. Rival label: dengue (fever with headache and vomiting in the season).")
C("in-lepto-kerala-farmer", "IN", 8, "F H FA BA CH", "F BA", "", "other", "D", 1, "lepto afi-india2",
  "45-year-old paddy farmer, Alappuzha, after flood waters: fever with chills, headache, severe calf pain, tiredness; red eyes (conjunctival suffusion). Leptospira IgM ELISA positive; treated with doxycycline. Rival label: dengue.")
C("in-lepto-mumbai-severe", "IN", 7, "F BA N FA DZ", "F BA", "urine", "other", "E", 0, "lepto nice-ng51",
  "33-year-old man, Mumbai, waded through monsoon flooding: fever, calf pains, vomiting, weakness, dizzy; now yellow eyes and hardly any urine since yesterday. Weil's disease (jaundice, acute kidney injury); MAT positive.")
C("in-hepa-child-up", "IN", 8, "F N FA", "N FA", "", "other", "D", 0, "hepa",
  "9-year-old girl, Lucknow, low fever, nausea and vomiting, belly ache, tired for 5 days; now yellow eyes and dark urine (outside checklist). Hepatitis A IgM positive.")
C("in-measles-child-bihar", "IN", 2, "F C RN", "F C", "", "other", "D", 0, "measles who-imci",
  "3-year-old unvaccinated boy, Patna, high fever 4 days, cough, runny nose, red watery eyes, now blotchy rash starting behind the ears. Measles IgM positive; outbreak in the village.")
C("in-pneumonia-child-up", "IN", 1, "F C SOB", "C SOB", "", "other", "D", 0, "who-imci nice-ng138",
  "14-month-old girl, Varanasi, cough and fever 3 days, breathing fast (RR 54) with lower chest indrawing, feeding, no general danger signs. IMCI chest-indrawing pneumonia (oral amoxicillin, review in 2 days); CXR consolidation.")
C("in-heatstroke-rajasthan", "IN", 5, "F H N DZ", "DZ F", "conf", "other", "E", 0, "cdc-heat jp-heat",
  "55-year-old construction labourer, Jodhpur, 46 C day: very hot skin, headache, vomiting, collapsed, now confused. Exertional heat stroke (core 41.2 C).")
C("in-mi-chennai", "IN", 2, "N SOB CP SW", "CP SW", "chest", "other", "E", 0, "aha-chest",
  "58-year-old man with diabetes and smoking history, Chennai, 40 minutes of crushing central chest pain with sweating, nausea and breathlessness. Inferior STEMI on ECG.")
C("in-pyelo-delhi", "IN", 6, "F BA N CH", "F CH", "", "other", "D", 1, "nice-ng111 in-ncvbdc-mal",
  "30-year-old woman, Delhi, fever with rigors, right loin pain, vomiting; burning urine (outside checklist). Acute pyelonephritis, urine culture E. coli. Rival label: malaria (fever with chills in the early monsoon; urine findings separate).")
C("in-sepsis-elderly-uti", "IN", 11, "F DZ CH", "F", "conf", "other", "E", 0, "nice-ng51 nice-ng111",
  "76-year-old man with prostate enlargement, Ahmedabad, fever with shaking chills, now confused and drowsy. NICE sepsis high-risk criteria (new confusion); urosepsis with E. coli bacteraemia.")
C("in-allergic-rhinitis-delhi", "IN", 3, "RN", "RN", "", "other", "S", 1, "aria cold-freq",
  "26-year-old woman, Delhi, spring: runny nose with bouts of sneezing and itchy eyes every morning for 3 weeks; no fever. Seasonal allergic rhinitis, responded to intranasal steroid. Rival label: common-cold.")
C("in-food-poisoning-wedding", "IN", 12, "N D DZ", "N", "", "other", "S", 1, "cdc-foodborne gastro-freq",
  "34-year-old man, Lucknow, 2 hours after a wedding feast: repeated vomiting, cramps, a few loose stools, light-headed; many guests ill. Staphylococcal enterotoxin food poisoning; settled in 12 hours. Rival label: gastroenteritis (only the very short incubation separates).")

# ---- United States (7) ----
C("us-strep-throat-child", "US", 2, "F ST H N", "ST F", "", "other", "D", 1, "idsa-gas nice-ng84",
  "8-year-old boy, Ohio, sudden sore throat, fever 39 C, headache, tummy ache; no cough or runny nose; tonsillar exudate and tender nodes. Rapid strep test positive. Rival label: common-cold/flu (viral pharyngitis; only the test separates).")
C("us-co-poisoning", "US", 1, "H FA N DZ", "H DZ", "", "other", "E", 1, "cdc-co",
  "40-year-old woman, Wisconsin, headache, dizziness, nausea and tiredness for 2 days, better when out of the house; husband and children have headaches too; old furnace. Carbon monoxide poisoning (COHb 24%) - emergency (leave house, call emergency services). Rival label: flu (winter household illness; the pattern outside the checklist separates).")
C("us-mi-woman", "US", 11, "N SOB FA SW", "SOB FA", "", "other", "E", 0, "mi-women aha-chest",
  "68-year-old woman with diabetes, Georgia, 3 hours of unusual breathlessness, nausea, cold sweat, sudden exhaustion and jaw ache; no chest pain. NSTEMI (troponin rise) - atypical presentation common in older women with diabetes.")
C("us-pe-postpartum", "US", 4, "SOB CP", "SOB", "blue", "other", "E", 0, "nice-ng158",
  "31-year-old woman, 3 weeks after caesarean section, Virginia: sudden breathlessness at rest and sharp pain on breathing in; left calf swollen. Pulmonary embolism on CT pulmonary angiography.")
C("us-rsv-infant", "US", 12, "F C RN SOB", "C SOB", "", "other", "D", 0, "nice-ng9",
  "4-month-old girl, Maryland, 3 days of runny nose and cough, low fever, now breathing a bit fast; feeding about 75% of usual, wet diapers, no apnoea. RSV bronchiolitis (PCR positive); moderate, same-day doctor review.")
C("us-dka-adult", "US", 6, "N SOB FA DZ", "N", "fluids", "other", "E", 0, "jbds-dka",
  "24-year-old woman with type 1 diabetes, Arizona, vomiting since morning, cannot keep fluids down, abdominal pain, deep fast breathing, weak and dizzy; glucose meter reads HI. Diabetic ketoacidosis (pH 7.12, ketones 5.8).")
C("us-panic-attack", "US", 5, "SOB CP DZ SW", "CP SOB", "", "other", "D", 0, "nice-cg113 aha-chest",
  "26-year-old woman with known panic disorder, Seattle, sudden racing heart, chest tightness, breathlessness, dizzy, sweating; settled after 20 minutes. Normal ECG/troponin at clinic; panic attack.")

# ---- Brazil (5) ----
C("br-lepto-sp-flood", "BR", 2, "F H BA CH", "F BA", "", "other", "D", 1, "lepto br-ms-dengue",
  "40-year-old street cleaner, Sao Paulo, after summer floods: fever with chills, headache, intense calf pain. Leptospira IgM positive. Rival label: dengue (same season and checklist profile).")
C("br-zika-pregnant", "BR", 4, "H FA BA", "BA", "", "other", "D", 1, "who-zika br-ms-chik",
  "24-year-old woman, 14 weeks pregnant, Recife: itchy rash, red eyes, mild joint pains, headache, tired; temperature 37.4 C. Zika RT-PCR positive in urine; referred for fetal ultrasound surveillance. Rival label: chikungunya (arboviral arthralgia; rash/itch and PCR separate).")
C("br-meningococcal-teen", "BR", 7, "F H N", "F H", "neck rash", "other", "E", 0, "nice-ng240",
  "16-year-old boy, Porto Alegre (winter), fever, severe headache, vomiting, stiff neck, purple spots that do not fade under a glass. Meningococcal meningitis/septicaemia, N. meningitidis C.")
C("br-asthma-child", "BR", 5, "C SOB", "SOB C", "", "other", "D", 0, "gina",
  "7-year-old boy with asthma, Sao Paulo, autumn cold then wheeze and cough, using salbutamol every 4 hours; can talk in sentences. Moderate exacerbation: same-day review.")
C("br-pyelo-woman", "BR", 9, "F BA N CH", "F BA", "", "other", "D", 0, "nice-ng111",
  "35-year-old woman, Salvador, fever with shivering, left flank pain, nausea; painful frequent urination (outside checklist) for 3 days. Acute pyelonephritis, E. coli on culture.")

# ---- Mexico (5) ----
C("mx-hepa-child", "MX", 3, "F N FA", "N", "", "other", "D", 0, "hepa",
  "6-year-old girl, Puebla, fever, nausea with belly ache, tiredness; now yellow eyes and dark urine. Hepatitis A IgM positive.")
C("mx-strep-adult", "MX", 11, "F ST H", "ST", "", "other", "D", 1, "nice-ng84 idsa-gas",
  "22-year-old man, Guadalajara, sore throat with painful swallowing, fever 38.8 C, headache; no cough; exudate. Centor 4; rapid strep positive. Rival label: common-cold (viral pharyngitis).")
C("mx-rmsf-sonora", "MX", 7, "F H BA N", "F H", "", "other", "D", 0, "rmsf",
  "5-year-old boy, Hermosillo, dogs with ticks at home: 3 days of fever, headache, muscle pain, vomiting; spots starting on wrists and ankles. Rocky Mountain spotted fever (R. rickettsii PCR positive); same-day doxycycline needed (high fatality if delayed).")
C("mx-preeclampsia", "MX", 5, "H N DZ", "H", "preg", "other", "E", 1, "nice-ng133",
  "30-year-old woman, 34 weeks pregnant, Toluca: severe headache, blurred vision, face and hands suddenly swollen, nausea, dizzy. Pre-eclampsia with severe features (BP 168/112, proteinuria). Rival label: migraine (on checklist answers alone).")
C("mx-heat-exhaustion", "MX", 5, "H N FA DZ SW", "DZ SW", "", "other", "S", 0, "cdc-heat",
  "35-year-old construction worker, Mexicali, 44 C afternoon: heavy sweating, headache, nausea, weak, dizzy; alert, improving in the shade with fluids. Heat exhaustion (CDC: cool, hydrate, seek care if worse or lasting over 1 hour).")

# ---- Japan (3) ----
C("jp-heatstroke-elderly", "JP", 8, "N FA DZ", "FA", "conf", "other", "E", 0, "jp-heat cdc-heat",
  "83-year-old woman living alone without air conditioning, Saitama, heatwave: weak, nauseated, not making sense when her daughter phoned. Heat stroke (classic), core 40.1 C, AKI.")
C("jp-mycoplasma-child", "JP", 10, "F C H FA", "C F", "", "other", "D", 0, "mycoplasma-jp nice-ng138",
  "9-year-old girl, Kanagawa, 2024 record Mycoplasma season: fever 6 days, persistent dry cough, headache, tired. Mycoplasma pneumoniae LAMP positive, atypical pneumonia on X-ray.")
C("jp-sah", "JP", 2, "H N", "H", "", "other", "E", 1, "ottawa-sah nice-cg150",
  "62-year-old woman with hypertension, Kyoto, sudden worst-ever headache reaching peak within a minute while lifting, vomiting. Thunderclap headache: subarachnoid haemorrhage on CT (ruptured aneurysm). Rival label: migraine (headache with nausea on checklist answers alone; the onset separates).")

# ---- United Kingdom (2) ----
C("gb-meningococcal-student", "GB", 1, "F H BA N CH", "F BA", "rash", "other", "E", 0, "nice-ng240 nice-ng51",
  "19-year-old university student, Exeter, fever, headache, vomiting, severe leg pains, cold hands, shivering; purple non-blanching spots appearing. Meningococcal septicaemia (MenB).")
C("gb-strep-tonsillitis", "GB", 3, "F ST H", "ST F", "", "other", "D", 1, "nice-ng84",
  "17-year-old girl, Newcastle, severe sore throat, fever, headache; no cough; purulent tonsils. FeverPAIN 4: GP same/next day for antibiotic; throat swab group A streptococcus. Rival label: common-cold (viral pharyngitis).")

# ---- Germany (2) ----
C("de-stroke", "DE", 9, "H DZ", "DZ", "fast", "other", "E", 0, "nice-ng128",
  "71-year-old man with atrial fibrillation, Hannover, sudden right arm weakness, drooping mouth, slurred speech, dizzy, mild headache, onset 40 minutes ago. Ischaemic stroke (left MCA), thrombolysed.")
C("de-hantavirus", "DE", 6, "F H BA N", "F H", "", "other", "D", 1, "hanta",
  "42-year-old forestry worker, Swabian Jura, beech-mast year: abrupt fever, headache, severe back/flank pain, nausea; later blurred vision and reduced urine. Puumala hantavirus IgM positive, nephropathia epidemica. Rival label: flu (fever, headache and aches; season is off-peak but only serology separates).")

# ---- France (2) ----
C("fr-scarlet-fever-child", "FR", 3, "F ST H N", "F ST", "", "other", "D", 0, "nice-ng84 idsa-gas",
  "5-year-old boy, Nantes, fever, sore throat, headache, tummy ache and vomiting once; fine sandpaper rash and strawberry tongue. Scarlet fever, rapid strep test positive.")
C("fr-pyelonephritis", "FR", 3, "F BA N CH", "F BA", "", "other", "D", 0, "nice-ng111",
  "28-year-old woman, Bordeaux, fever with chills, right back pain, nausea; cystitis symptoms for 2 days before (outside checklist). Acute pyelonephritis, E. coli.")

# ---- Italy (3) ----
C("it-westnile", "IT", 8, "F H FA DZ", "F FA", "conf", "other", "E", 0, "wnv",
  "76-year-old man, Po valley (Ferrara), August, fever, headache, weakness, now confused and very drowsy. West Nile neuroinvasive disease (CSF WNV IgM positive).")
C("it-pneumonia-elderly", "IT", 12, "F C SOB FA CP", "C SOB", "", "other", "D", 0, "nice-ng138",
  "80-year-old woman, Turin, 4 days fever, productive cough, breathless on walking, pleuritic chest pain, tired; alert. Community-acquired pneumonia (CRB-65 = 1, age), right lower-lobe consolidation; influenza and SARS-CoV-2 negative.")
C("it-otitis-child", "IT", 1, "F RN", "F", "", "other", "S", 1, "nice-ng91 cold-freq",
  "3-year-old girl, Florence, runny nose for 3 days then ear pain and fever 38.5 C; pulling at ear (outside checklist). Acute otitis media; analgesia and watchful waiting. Rival label: common-cold (ear pain is not a checklist symptom).")

# ---- Spain (3) ----
C("es-appendicitis-adult", "ES", 10, "F N", "N", "belly", "other", "E", 1, "wses-appy",
  "22-year-old man, Zaragoza, pain around the navel moving to the right lower belly over 12 hours, severe now, nausea, 37.9 C. Acute appendicitis at surgery. Rival label: gastroenteritis (fever with nausea/abdominal pain; examination separates).")
C("es-ectopic", "ES", 4, "N DZ", "DZ", "belly faint", "other", "E", 0, "nice-ng126",
  "27-year-old woman, Malaga, 7 weeks since last period, sudden lower belly pain, shoulder-tip pain, nausea, fainted in the bathroom. Ruptured ectopic pregnancy.")
C("es-allergic-rhinitis", "ES", 4, "C RN", "RN", "", "other", "S", 1, "aria cold-freq",
  "19-year-old student, Madrid, April plane-tree/grass pollen: runny nose, sneezing, itchy eyes, dry tickly cough for 2 weeks; no fever. Allergic rhinitis (skin-prick positive). Rival label: common-cold.")

# ---- Canada, Australia (1 each) ----
C("ca-pneumonia-adult", "CA", 1, "F C SOB CP CH", "C F", "", "other", "D", 1, "nice-ng138 cdc-flu",
  "58-year-old man who smokes, Winnipeg, fever with chills, productive cough, breathless on exertion, right-sided chest pain on breathing; alert. Pneumococcal lobar pneumonia on X-ray; influenza negative. Rival label: flu.")
C("au-rossriver", "AU", 3, "F BA FA", "BA FA", "", "other", "D", 0, "rrv",
  "37-year-old woman, Townsville, after wet season: painful swollen wrists and ankles, tiredness, mild fever, rash. Ross River virus IgM positive.")

# ---- Netherlands (2) ----
C("nl-asthma-moderate", "NL", 10, "C SOB", "SOB", "", "other", "D", 0, "gina",
  "30-year-old man with asthma, The Hague, 2 days of increasing wheeze and cough after a cold, reliever needed every 3-4 hours; speaking full sentences. Moderate exacerbation: same-day GP, prednisolone.")
C("nl-sinusitis", "NL", 2, "H RN", "H RN", "", "other", "S", 1, "nice-ng79",
  "41-year-old woman, Groningen, 8 days of blocked nose with thick discharge and pressure pain over cheeks and forehead (mapped to headache). Acute sinusitis (<10 days: self-care per NICE NG79). Rival label: common-cold.")

# ---- Sweden (2) ----
C("se-tbe", "SE", 7, "F H FA N", "H F", "neck", "other", "E", 0, "tbe",
  "54-year-old man, Stockholm archipelago summer cottage, tick bite 3 weeks ago: flu-like illness a week ago, now second fever with severe headache, vomiting, stiff neck. Tick-borne encephalitis (TBE IgM in serum/CSF).")
C("se-anaemia", "SE", 11, "FA SOB DZ", "FA", "", "other", "D", 0, "nice-anaemia",
  "45-year-old woman with heavy periods, Umea, months of tiredness, breathless on stairs, light-headed. Iron-deficiency anaemia (Hb 78 g/L).")

# ---- Norway (2) ----
C("no-mono-teen", "NO", 4, "F ST H FA", "ST FA", "", "other", "D", 1, "ebv nice-ng84",
  "17-year-old girl, Trondheim, 10 days of sore throat, fever, headache, profound tiredness; swollen neck glands. Infectious mononucleosis (Monospot/EBV VCA IgM positive). Rival label: common-cold (viral sore throat; only duration and tests separate).")
C("no-tension-headache", "NO", 11, "H FA", "H", "", "other", "S", 1, "ichd3-tth nice-cg150",
  "44-year-old man, Oslo, band-like pressing headache on both sides most afternoons during a stressful month, tired; no nausea. Frequent episodic tension-type headache. Rival label: migraine.")
