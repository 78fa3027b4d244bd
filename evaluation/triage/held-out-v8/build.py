#!/usr/bin/env python3
"""Compact source + builder for the v8 independent symptom-checker vignette set.

Cases are written in part files (cases_*.py) with the helper C(...), one condition
batch at a time.  Symptom and danger-sign codes are expanded here to the exact
checklist strings; present-symptoms are emitted in checklist order, spoken items in
the order the caller says them.
"""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))

SYM = {
    "F": "Fever", "C": "Cough", "ST": "Sore throat", "H": "Headache", "FA": "Fatigue",
    "BA": "Body aches", "RN": "Runny nose", "N": "Nausea", "D": "Diarrhea",
    "LTS": "Loss of taste/smell", "SOB": "Shortness of breath", "CP": "Chest pain",
    "DZ": "Dizziness", "CH": "Chills", "SW": "Sweating",
}
SYM_ORDER = list(SYM)
DANGER = {
    "neck": "Stiff neck",
    "conf": "Confusion or very hard to wake",
    "blue": "Breathless at rest or blue lips",
    "chest": "Chest pain or pressure that does not go away",
    "bleed": "Bleeding from gums or nose, or blood in vomit or stool",
    "fluids": "Cannot keep fluids down",
    "belly": "Severe belly pain",
    "faint": "Fainted or had a seizure",
    "rash": "Rash that does not fade when pressed",
    "urine": "Very little or no urine for 12 hours",
    "fast": "Face drooping, arm weakness or slurred speech",
    "baby": "A baby under 3 months old with a fever",
    "preg": "Pregnant, with a severe headache, blurred vision or sudden swelling of the face or hands",
}
TRIAGE = {"E": "emergency", "D": "see-doctor", "S": "self-care"}

SRC = {
    # arboviral / tropical
    "who-dengue": "WHO. Dengue: guidelines for diagnosis, treatment, prevention and control. Geneva: WHO/TDR; 2009 (warning signs, severe dengue)",
    "who-dengue-24": "WHO. Clinical management of arboviral diseases: dengue, chikungunya, Zika and yellow fever. Geneva: WHO; 2025",
    "paho-dengue": "PAHO. Dengue: guidelines for patient care in the Region of the Americas, 2nd ed. Washington DC: PAHO; 2016",
    "cdc-dengue": "CDC. Dengue: clinical features, warning signs and testing guidance for healthcare providers (cdc.gov/dengue/hcp), 2024",
    "br-ms-dengue": "Brasil, Ministerio da Saude. Dengue: diagnostico e manejo clinico - adulto e crianca, 6a ed. 2024 (grupos A-D)",
    "br-ms-chik": "Brasil, Ministerio da Saude. Chikungunya: manejo clinico. 2017",
    "mx-ssa-dengue": "Secretaria de Salud (Mexico). Panorama epidemiologico de dengue, semanas 2023-2024; Lineamientos para la vigilancia de ETV",
    "in-ncvbdc": "India NCVBDC (ex-NVBDCP). National guidelines for clinical management of dengue fever, 2023; dengue/chikungunya situation by month",
    "in-ncvbdc-mal": "India NCVBDC. National drug policy on malaria 2013 and malaria situation by state/month (Odisha, Chhattisgarh, Jharkhand, Meghalaya)",
    "dengue-freq": "Kalayanarooj S et al. Early clinical and laboratory indicators of acute dengue illness. J Infect Dis 1997;176:313-21",
    "dengue-freq2": "Daumas RP et al. Clinical and laboratory features that discriminate dengue from other febrile illnesses: a diagnostic accuracy study in Rio de Janeiro. BMC Infect Dis 2013;13:77",
    "who-malaria": "WHO. Guidelines for malaria, 2023 (criteria for severe falciparum malaria)",
    "who-severe-malaria": "WHO. Severe malaria. Trop Med Int Health 2014;19(Suppl 1):7-131",
    "cdc-malaria": "CDC. Malaria: clinical features and diagnosis; Yellow Book 2024 (fever in returned travellers)",
    "uk-malaria": "Lalloo DG et al. UK malaria treatment guidelines 2016. J Infect 2016;72:635-49",
    "malaria-freq": "Svenson JE et al. Imported malaria: clinical presentation and examination of symptomatic travelers. Arch Intern Med 1995;155:861-8",
    "who-typhoid": "WHO. Typhoid fact sheet, 2023",
    "typhoid-freq": "Parry CM, Hien TT, Dougan G, White NJ, Farrar JJ. Typhoid fever. N Engl J Med 2002;347:1770-82",
    "typhoid-freq2": "Crump JA et al. Epidemiology, clinical presentation, laboratory diagnosis... of enteric fever. Clin Microbiol Rev 2015;28:901-37",
    "who-chik": "WHO. Chikungunya fact sheet, 2022/2025",
    "chik-freq": "Staples JE, Breiman RF, Powers AM. Chikungunya fever: an epidemiological review of a re-emerging infectious disease. Clin Infect Dis 2009;49:942-8",
    "chik-reunion": "Santé publique France. Chikungunya à La Réunion, point épidémiologique 2025; ECDC chikungunya monthly update 2025",
    "who-zika": "WHO. Zika virus fact sheet, 2022; Brasil MS protocolo Zika na gestacao",
    "afi-india": "Chrispal A et al. Acute undifferentiated febrile illness in adult hospitalized patients: disease spectrum and diagnostic predictors, South India. Trop Doct 2010;40:230-4",
    "afi-india2": "Abhilash KPP et al. Acute undifferentiated febrile illness in patients presenting to a tertiary care hospital in South India: clinical spectrum and outcome. J Glob Infect Dis 2016;8:147-54",
    "scrub": "Varghese GM et al. Scrub typhus in South India: clinical and laboratory manifestations, genetic variability, and outcome. Int J Infect Dis 2013;17:e981-7",
    "icmr-rick": "ICMR/DHR. Guidelines for diagnosis and management of rickettsial diseases in India, 2015",
    "lepto": "WHO/ILS. Human leptospirosis: guidance for diagnosis, surveillance and control. 2003",
    "hepa": "WHO. Hepatitis A fact sheet, 2023",
    "measles": "WHO. Measles fact sheet 2024; CDC measles clinical overview",
    "geosentinel": "Leder K et al. GeoSentinel surveillance of illness in returned travelers, 2007-2011. Ann Intern Med 2013;158:456-68",
    "rmsf": "Alvarez-Hernandez G et al. Rocky Mountain spotted fever in Mexico: past, present, and future. Lancet Infect Dis 2017;17:e189-96",
    "rrv": "Australian Government Dept of Health. Ross River virus infection - CDNA/ NNDSS seasonality; Harley D et al. Clin Microbiol Rev 2001;14:909-32",
    "wnv": "ECDC. West Nile virus infection - seasonal surveillance, Italy 2018-2024; Petersen LR et al. JAMA 2013;310:308-15",
    "tbe": "Folkhalsomyndigheten. TBE (tick-borne encephalitis) statistik; Lindquist L, Vapalahti O. Lancet 2008;371:1861-71",
    "hanta": "Robert Koch-Institut. Hantavirus-Erkrankungen, RKI-Ratgeber; Epidemiologisches Bulletin",
    # respiratory
    "cdc-flu": "CDC. Influenza (flu): signs and symptoms, emergency warning signs; antiviral medications - summary for clinicians 2024-25",
    "flu-freq": "Monto AS et al. Clinical signs and symptoms predicting influenza infection. Arch Intern Med 2000;160:3243-7",
    "flu-freq2": "Call SA et al. Does this patient have influenza? JAMA 2005;293:987-97",
    "ukhsa-flu": "UKHSA. Guidance on use of antiviral agents for the treatment and prophylaxis of seasonal influenza, 2024-25",
    "flu-season": "WHO FluNet / ECDC ERVISS; Japan NIID IDWR; Australian Respiratory Surveillance Report; seasonality of influenza",
    "niid-flu-enc": "NIID Japan. Influenza-associated encephalopathy and febrile seizures, IDWR",
    "covid-freq": "Menni C et al. Symptom prevalence, duration, and risk of hospital admission in individuals infected with SARS-CoV-2 during periods of omicron and delta variant dominance. Lancet 2022;399:1618-24",
    "cdc-covid": "CDC. Symptoms of COVID-19; emergency warning signs; clinical care of outpatients (antivirals for high-risk), 2024",
    "nice-covid": "NICE NG191 COVID-19 rapid guideline: managing COVID-19 (2023 update)",
    "cold-freq": "Heikkinen T, Jarvinen A. The common cold. Lancet 2003;361:51-9",
    "cold-freq2": "Eccles R. Understanding the symptoms of the common cold and influenza. Lancet Infect Dis 2005;5:718-25",
    "nice-cks-cold": "NICE CKS. Common cold (2022); Cough (acute) NG120",
    "nice-ng84": "NICE NG84 Sore throat (acute): antimicrobial prescribing (FeverPAIN/Centor), 2018",
    "idsa-gas": "Shulman ST et al. IDSA clinical practice guideline for group A streptococcal pharyngitis. Clin Infect Dis 2012;55:e86-102",
    "nice-ng79": "NICE NG79 Sinusitis (acute): antimicrobial prescribing, 2017",
    "nice-ng91": "NICE NG91 Otitis media (acute): antimicrobial prescribing, 2018",
    "nice-ng138": "NICE NG138 Pneumonia (community-acquired): antimicrobial prescribing; BTS CAP guideline (CRB65)",
    "who-imci": "WHO. Integrated Management of Childhood Illness chart booklet, 2014 (danger signs, dehydration, chest-indrawing pneumonia)",
    "nice-ng9": "NICE NG9 Bronchiolitis in children, 2021 update",
    "gina": "GINA 2024 Global Strategy for Asthma Management; BTS/SIGN/NICE NG245 asthma 2024",
    "aria": "Bousquet J et al. ARIA guidelines for allergic rhinitis 2019/2020",
    "mycoplasma-jp": "NIID Japan. Mycoplasma pneumoniae pneumonia, IDWR 2024 (record season)",
    "ebv": "Luzuriaga K, Sullivan JL. Infectious mononucleosis. N Engl J Med 2010;362:1993-2000",
    # GI
    "gastro-freq": "Glass RI, Parashar UD, Estes MK. Norovirus gastroenteritis. N Engl J Med 2009;361:1776-85",
    "nice-cg84": "NICE CG84 Diarrhoea and vomiting caused by gastroenteritis in under 5s, 2009",
    "who-diarrhoea": "WHO. Diarrhoeal disease fact sheet 2024; WHO treatment of diarrhoea manual",
    "cdc-foodborne": "CDC. Foodborne illness: Staphylococcus aureus / Bacillus cereus food poisoning; Campylobacter; Salmonella clinical features",
    "nice-cks-gastro": "NICE CKS. Gastroenteritis (adults), 2023; bloody diarrhoea referral",
    "wses-appy": "Di Saverio S et al. WSES Jerusalem guidelines on acute appendicitis, 2020",
    "nice-ng126": "NICE NG126 Ectopic pregnancy and miscarriage, 2019/2023",
    # neuro / cardiovascular / other
    "ichd3": "Headache Classification Committee of the IHS. ICHD-3. Cephalalgia 2018;38:1-211",
    "nice-cg150": "NICE CG150 Headaches in over 12s: diagnosis and management (2021 update)",
    "migraine-freq": "Kelman L. The premonitory symptoms / migraine attack features in 1,750 patients. Headache 2004-2006; Lipton RB et al. AMPP",
    "ottawa-sah": "Perry JJ et al. Clinical decision rules to rule out subarachnoid hemorrhage for acute headache (Ottawa SAH rule). JAMA 2013;310:1248-55",
    "nice-ng128": "NICE NG128 Stroke and TIA in over 16s (FAST), 2019/2022",
    "aha-chest": "Gulati M et al. 2021 AHA/ACC guideline for the evaluation and diagnosis of chest pain. Circulation 2021;144:e368-454",
    "mi-women": "Canto JG et al. Association of age and sex with myocardial infarction symptom presentation. JAMA 2012;307:813-22",
    "nice-ng158": "NICE NG158 Venous thromboembolic diseases: diagnosis, management and thrombophilia testing, 2020",
    "nice-ng51": "NICE NG51 Suspected sepsis: recognition, diagnosis and early management (2024 update)",
    "nice-ng240": "NICE NG240 Meningitis (bacterial) and meningococcal disease: recognition, diagnosis and management, 2024",
    "nice-ng143": "NICE NG143 Fever in under 5s: assessment and initial management (traffic light), 2019/2021",
    "nice-ng111": "NICE NG111 Pyelonephritis (acute): antimicrobial prescribing, 2018; NG109 UTI lower",
    "nice-ng133": "NICE NG133 Hypertension in pregnancy (pre-eclampsia), 2019/2023",
    "jbds-dka": "JBDS-IP. The management of diabetic ketoacidosis in adults, 2023; ISPAD 2022 DKA",
    "cdc-heat": "CDC. Heat-related illnesses: heat stroke and heat exhaustion warning signs",
    "jp-heat": "Japan MHLW / Japanese Association for Acute Medicine. Heatstroke practice guideline 2015/2024",
    "cdc-co": "CDC. Carbon monoxide poisoning: symptoms and clinical guidance",
    "nice-cg113": "NICE CG113 Generalised anxiety disorder and panic disorder in adults, 2011/2020",
    "ichd3-tth": "ICHD-3 2.2 Frequent episodic tension-type headache",
    "nice-anaemia": "NICE CKS. Anaemia - iron deficiency, 2024",
    "triage-casemix": "Semigran HL et al. Evaluation of symptom checkers for self diagnosis and triage: audit study. BMJ 2015;351:h3480 (vignette triage categories)",
}


def expand(codes, table, kind):
    out = []
    for c in codes.split():
        if c not in table:
            raise SystemExit(f"unknown {kind} code {c!r}")
        out.append(table[c])
    return out


CASES = []


def C(cid, country, month, present, spoken, danger, expected, triage, amb, src, note):
    pres = set(expand(present, SYM, "symptom"))
    present_l = [s for s in SYM.values() if s in pres]
    CASES.append({
        "id": cid,
        "country": country,
        "month": month,
        "present": present_l,
        "spoken": expand(spoken, SYM, "symptom"),
        "dangerSigns": expand(danger, DANGER, "danger"),
        "expected": expected,
        "triage": TRIAGE[triage],
        "ambiguous": bool(amb),
        "source": expand(src, SRC, "source"),
        "note": note,
    })


DESCRIPTION = (
    "v8 independent clinical evaluation set of symptom-checker vignettes: callers to a health line / "
    "primary or urgent care in 15 countries, written from published guidelines (WHO, CDC, PAHO, NICE, "
    "ECDC, national ministries) and symptom-frequency case series without access to any product code, "
    "tests, configuration or earlier evaluation sets. Each case lists every checklist symptom present "
    "(15 fixed strings), the 1-3 the caller volunteers first, yes-answers to 13 fixed danger-sign "
    "questions, the final diagnosis label, the guideline-based triage level, and whether the case is "
    "ambiguous from checklist answers plus country and month. See SOURCES.md."
)

if __name__ == "__main__":
    for part in sorted(f for f in os.listdir(HERE) if f.startswith("cases_") and f.endswith(".py")):
        with open(os.path.join(HERE, part)) as fh:
            exec(compile(fh.read(), part, "exec"), globals())
    with open(os.path.join(HERE, "vignettes.json"), "w") as fh:
        json.dump({"description": DESCRIPTION, "cases": CASES}, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    print(len(CASES), "cases written")
