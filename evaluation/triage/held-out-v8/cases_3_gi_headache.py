# Batch 3: gastroenteritis, migraine

# ---------------- GASTROENTERITIS (26) ----------------
# Frequencies (Glass 2009 norovirus; NICE CG84; CDC foodborne): diarrhoea ~90%, vomiting/nausea/cramps ~85%,
# fever ~35-45%, malaise ~40%, myalgia ~25%, headache ~25%, chills ~15%.
C("in-gastro-delhi-summer", "IN", 6, "F N D FA", "D N", "", "gastroenteritis", "S", 0, "who-diarrhoea cdc-foodborne",
  "31-year-old man, Delhi, watery diarrhoea 6 times, cramps, nausea, low fever, tired after eating street food; drinking ORS, passing urine. Settled in 3 days.")
C("in-gastro-kolkata-infant-severe", "IN", 7, "N D DZ", "D N", "fluids urine", "gastroenteritis", "E", 0, "who-imci who-diarrhoea nice-cg84",
  "10-month-old girl, Kolkata, 2 days of profuse watery stools and vomiting, now lethargic, sunken eyes, dry nappies since morning, vomits every sip. IMCI severe dehydration; rotavirus antigen positive.")
C("in-gastro-chennai-child", "IN", 9, "F N D", "D N", "", "gastroenteritis", "S", 0, "who-imci nice-cg84",
  "4-year-old boy, Chennai, vomiting twice and watery diarrhoea, 38 C fever; drinking ORS, playful, normal urine. No dehydration (IMCI plan A).")
C("in-gastro-mumbai-watery", "IN", 8, "N D DZ FA", "D DZ", "", "gastroenteritis", "D", 0, "who-diarrhoea who-imci",
  "38-year-old man, Mumbai slum settlement, monsoon, profuse watery stools with cramps, light-headed, tired; still drinking and passing some urine. Some dehydration: clinic same day for ORS/assessment; stool culture Vibrio cholerae O1.")
C("in-gastro-jaipur-adult", "IN", 4, "N D BA H", "D", "", "gastroenteritis", "S", 0, "cdc-foodborne",
  "45-year-old woman, Jaipur, loose stools, cramps and nausea with headache and aches; no fever. Resolved in 2 days.")
C("us-gastro-norovirus-family", "US", 1, "N D FA CH", "N D", "", "gastroenteritis", "S", 0, "gastro-freq",
  "39-year-old mother, Denver, sudden vomiting then diarrhoea, shivery, tired; two children ill the day before. Norovirus on stool PCR of a child.")
C("us-gastro-cruise", "US", 2, "F H BA N D", "N BA", "", "gastroenteritis", "S", 1, "gastro-freq cdc-flu",
  "62-year-old man, Florida, after a cruise outbreak: vomiting, diarrhoea, low fever, headache, aches. Norovirus GII confirmed in the outbreak. Rival label: flu (February fever with aches and headache; GI symptoms can accompany flu).")
C("us-gastro-elderly-dehydrated", "US", 12, "N D DZ FA", "D DZ", "faint", "gastroenteritis", "E", 0, "gastro-freq nice-ng51",
  "86-year-old woman on a diuretic, Pennsylvania, 2 days of vomiting and diarrhoea in a care-home norovirus outbreak, fainted on standing this morning. Syncope with dehydration in an elderly person: emergency assessment; AKI on bloods, norovirus PCR positive.")
C("us-gastro-toddler", "US", 3, "F N D", "N D", "", "gastroenteritis", "S", 0, "nice-cg84",
  "20-month-old boy, Texas, vomiting and watery diarrhoea, 38.2 C fever, still wetting diapers, alert; drinking small sips. Rotavirus antigen positive (unvaccinated).")
C("br-gastro-rio-child", "BR", 1, "F N D FA", "N F", "", "gastroenteritis", "S", 1, "nice-cg84 br-ms-dengue",
  "6-year-old girl, Rio de Janeiro, fever, vomiting, diarrhoea and tiredness for a day; drinking, no abdominal pain, no bleeding. Norovirus on stool PCR; dengue NS1 negative. Rival label: dengue (fever with vomiting in a child during the dengue season).")
C("br-gastro-adult", "BR", 10, "N D H", "D", "", "gastroenteritis", "S", 0, "cdc-foodborne",
  "35-year-old man, Brasilia, diarrhoea, cramps, headache after a barbecue; no fever.")
C("mx-gastro-oaxaca", "MX", 6, "F BA N D CH", "D F", "", "gastroenteritis", "S", 0, "who-diarrhoea cdc-foodborne",
  "29-year-old woman, Oaxaca, diarrhoea, cramps, fever with chills, aches; non-bloody. Stool culture Salmonella enteritidis; settled in 4 days.")
C("mx-gastro-infant-severe", "MX", 5, "N D DZ", "D N", "fluids urine", "gastroenteritis", "E", 0, "who-imci nice-cg84",
  "8-month-old boy, Chiapas, frequent watery stools and vomiting for 2 days, very sleepy, no wet diaper for 12 hours, vomits all drinks. IMCI severe dehydration; rotavirus positive.")
C("jp-gastro-noro-oyster", "JP", 12, "F N D CH", "N D", "", "gastroenteritis", "S", 1, "gastro-freq cdc-foodborne",
  "45-year-old man, Hiroshima, 30 hours after eating raw oysters: vomiting, diarrhoea, chills, 37.8 C. Norovirus confirmed by public-health lab. Rival label: other (food poisoning / toxin-mediated; only the timing and lab separate).")
C("jp-gastro-child", "JP", 2, "F N", "N", "", "gastroenteritis", "S", 0, "gastro-freq nice-cg84",
  "3-year-old girl, Sendai, vomiting 4 times since night, low fever, no diarrhoea yet; taking small sips, wet nappy. Norovirus antigen positive; diarrhoea followed next day.")
C("gb-gastro-norovirus", "GB", 1, "BA N D FA", "N D", "", "gastroenteritis", "S", 0, "gastro-freq nice-cks-gastro",
  "30-year-old woman, Nottingham, projectile vomiting and watery diarrhoea, aching, tired; household outbreak.")
C("gb-gastro-campylobacter", "GB", 7, "F H BA N D", "D F", "bleed", "gastroenteritis", "D", 0, "cdc-foodborne nice-cks-gastro",
  "26-year-old man, Cardiff, after a barbecue: 3 days of diarrhoea now with blood streaks, cramps, fever, headache, aches. Bloody diarrhoea needs same-day GP and stool culture; Campylobacter jejuni.")
C("de-gastro-berlin", "DE", 2, "H N D FA", "N D", "", "gastroenteritis", "S", 0, "gastro-freq",
  "41-year-old man, Berlin, vomiting and diarrhoea overnight, headache, tired.")
C("de-gastro-child", "DE", 3, "F N D", "N", "", "gastroenteritis", "S", 0, "nice-cg84",
  "5-year-old boy, Stuttgart, vomiting and diarrhoea, 38.3 C; drinking, passing urine.")
C("fr-gastro-paris", "FR", 1, "BA N D FA", "D N", "", "gastroenteritis", "S", 0, "gastro-freq",
  "34-year-old woman, Paris, winter gastro epidemic (Sentinelles network peak), diarrhoea, nausea, aches, tired.")
C("it-gastro-bologna", "IT", 8, "F D", "D", "", "gastroenteritis", "S", 0, "cdc-foodborne",
  "52-year-old man, Bologna, after a summer festival: watery diarrhoea, cramps mild, 38 C; no vomiting. Salmonella on stool culture; self-limited.")
C("es-gastro-valencia", "ES", 7, "F N D CH", "D F", "", "gastroenteritis", "S", 0, "cdc-foodborne",
  "40-year-old woman, Valencia, diarrhoea, cramps, fever with chills after a family meal; others affected. Salmonella on stool culture.")
C("ca-gastro-calgary", "CA", 11, "N D FA", "N D", "", "gastroenteritis", "S", 0, "gastro-freq",
  "28-year-old man, Calgary, vomiting and diarrhoea, tired; roommate ill 2 days earlier.")
C("au-gastro-adelaide", "AU", 2, "F H D", "D", "", "gastroenteritis", "S", 0, "cdc-foodborne",
  "24-year-old woman, Adelaide, summer, diarrhoea, fever, headache. Campylobacter on culture; no blood.")
C("nl-gastro-child", "NL", 12, "N D FA DZ", "N D", "", "gastroenteritis", "S", 0, "nice-cg84 gastro-freq",
  "7-year-old girl, Eindhoven, vomiting and diarrhoea, tired, a bit woozy when standing up; drinking and passing urine.")
C("se-gastro-malmo", "SE", 1, "N D", "N", "", "gastroenteritis", "S", 0, "gastro-freq",
  "35-year-old man, Malmo, winter vomiting disease: nausea, vomiting, diarrhoea for a day.")

# ---------------- MIGRAINE (12) ----------------
# ICHD-3 / AMPP: unilateral pulsating pain, nausea ~65-75%, photophobia (outside checklist), dizziness ~25%,
# fatigue/prodrome ~30-40%.
C("us-migraine-nyc-woman", "US", 3, "H N", "H", "", "migraine", "S", 0, "ichd3 migraine-freq",
  "32-year-old woman with known migraine without aura, New York, usual one-sided throbbing headache with nausea and light sensitivity since morning; triptan helped partially.")
C("us-migraine-teen", "US", 9, "H N DZ", "H N", "", "migraine", "D", 1, "ichd3 nice-cg150",
  "15-year-old girl, California, first ever severe throbbing headache building over 2 hours with nausea and dizziness, light sensitivity; no fever, no neck stiffness. First-ever severe headache: GP/paediatric review within a day; diagnosed migraine after normal exam and course. Rival label: other (tension-type or secondary headache).")
C("gb-migraine-aura", "GB", 5, "H N FA", "H", "", "migraine", "S", 0, "ichd3 nice-cg150",
  "28-year-old woman, Leeds, 20 minutes of zig-zag visual aura then her typical pulsating headache with nausea and tiredness; known migraine with aura.")
C("de-migraine-menstrual", "DE", 10, "H", "H", "", "migraine", "S", 0, "ichd3 migraine-freq",
  "38-year-old woman, Munich, recurrent menstrual migraine, throbbing one-sided headache with sound and light sensitivity; no nausea this time.")
C("fr-migraine-hemiplegic", "FR", 6, "H N DZ", "H", "fast", "migraine", "E", 1, "nice-ng128 ichd3",
  "24-year-old woman, Toulouse, first ever episode: right arm weakness and difficulty finding words followed by severe headache and nausea. FAST positive -> stroke pathway; MRI/CT angiography normal, familial hemiplegic migraine later diagnosed. Rival label: other (stroke; only imaging separates).")
C("it-migraine", "IT", 4, "H FA", "H", "", "migraine", "S", 1, "ichd3 ichd3-tth",
  "35-year-old man, Genoa, recurrent headache attacks 2-3 a month with tiredness, moderate intensity, worse with exertion; diary later confirms migraine. Rival label: other (tension-type headache; the checklist cannot separate).")
C("es-migraine-vomit", "ES", 11, "H N", "H N", "", "migraine", "S", 0, "ichd3 migraine-freq",
  "29-year-old woman, Bilbao, known migraine, severe throbbing headache with vomiting twice, light sensitivity; usual pattern.")
C("jp-migraine", "JP", 6, "H N FA DZ", "H DZ", "", "migraine", "S", 0, "ichd3 migraine-freq",
  "33-year-old woman, Tokyo, rainy-season migraine attack with nausea, dizziness, fatigue; known migraine.")
C("in-migraine-delhi", "IN", 5, "H", "H", "", "migraine", "S", 0, "ichd3",
  "27-year-old woman, Delhi, recurrent throbbing unilateral headaches triggered by heat and missed meals; known migraine; no fever.")
C("in-migraine-chennai", "IN", 8, "H N FA", "H N", "", "migraine", "S", 0, "ichd3 migraine-freq",
  "31-year-old man, Chennai, episodic severe headache with nausea, tired; known migraine, same as usual; afebrile.")
C("br-migraine", "BR", 9, "H DZ", "H", "", "migraine", "S", 1, "ichd3 ichd3-tth",
  "42-year-old woman, Sao Paulo, headache with dizziness, light sensitivity, several similar past episodes. Neurologist diagnosed vestibular migraine. Rival label: other (tension-type headache).")
C("ca-migraine-student", "CA", 2, "H N SW", "H", "", "migraine", "S", 0, "ichd3 migraine-freq",
  "20-year-old student, Ottawa, exam-period migraine, pulsating headache, nausea, clammy; known diagnosis.")
