#!/usr/bin/env python3
"""Build vignettes.json from the case batch files (batch_*.py) next to this script."""
import json, glob, os, runpy

HERE = os.path.dirname(os.path.abspath(__file__))

SYM = {"fev": "Fever", "cou": "Cough", "thr": "Sore throat", "hea": "Headache",
       "fat": "Fatigue", "ach": "Body aches", "run": "Runny nose", "nau": "Nausea",
       "dia": "Diarrhea", "tas": "Loss of taste/smell", "sob": "Shortness of breath",
       "chp": "Chest pain", "diz": "Dizziness", "chi": "Chills", "swe": "Sweating"}
DANGER = {"neck": "Stiff neck", "conf": "Confusion or very hard to wake",
          "breath": "Breathless at rest or blue lips",
          "cp": "Chest pain or pressure that does not go away",
          "bleed": "Bleeding from gums or nose, or blood in vomit or stool",
          "fluids": "Cannot keep fluids down", "belly": "Severe belly pain",
          "faint": "Fainted or had a seizure", "rash": "Rash that does not fade when pressed",
          "urine": "Very little or no urine for 12 hours",
          "fast": "Face drooping, arm weakness or slurred speech",
          "baby": "A baby under 3 months old with a fever",
          "preg": "Pregnant, with a severe headache, blurred vision or sudden swelling of the face or hands",
          "thunder": "A sudden, severe headache, the worst ever"}
SYM_ORDER = list(SYM)

SRC = runpy.run_path(os.path.join(HERE, "sources_map.py"))["SRC"]

DESCRIPTION = (
    "Symptom-checker evaluation set of 222 telephone/online triage vignettes from a care-seeking "
    "population in 15 countries (India-weighted for a tropical case mix). Each case gives country, "
    "calling month (local seasonality), the checklist symptoms present (15 fixed symptom strings, "
    "drawn case by case from published symptom frequencies), 1-3 symptoms volunteered first, the "
    "caller's yes-answers to 14 fixed danger-sign questions, one expected label (flu, common-cold, "
    "covid, dengue, malaria, typhoid, chikungunya, gastroenteritis, migraine, other), a triage level "
    "(emergency, see-doctor, self-care) based on WHO/CDC/NICE/PAHO warning-sign and referral criteria, "
    "an ambiguity flag for cases where a second label fits the checklist answers about as well, "
    "source citations and a clinical note with the final diagnostic basis and any rival label.")


def expand(row):
    (cid, country, month, present, spoken, danger, expected, triage, amb, src, note) = row
    p = present.split()
    pres = [SYM[c] for c in SYM_ORDER if c in p]
    assert len(set(p)) == len(p) and all(c in SYM for c in p), cid
    return {"id": cid, "country": country, "month": month, "present": pres,
            "spoken": [SYM[c] for c in spoken.split()],
            "dangerSigns": [DANGER[c] for c in danger.split()],
            "expected": expected, "triage": triage, "ambiguous": amb,
            "source": [SRC[k] for k in src.split()], "note": note}


def main():
    cases = []
    for f in sorted(glob.glob(os.path.join(HERE, "batch_*.py"))):
        for row in runpy.run_path(f)["CASES"]:
            cases.append(expand(row))
    out = {"description": DESCRIPTION, "cases": cases}
    with open(os.path.join(HERE, "vignettes.json"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
