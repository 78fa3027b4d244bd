#!/usr/bin/env python3
"""Validator for vignettes.json (run after build.py)."""
import json, sys, collections
SYMS = ["Fever","Cough","Sore throat","Headache","Fatigue","Body aches","Runny nose","Nausea","Diarrhea",
        "Loss of taste/smell","Shortness of breath","Chest pain","Dizziness","Chills","Sweating"]
DANGER = ["Stiff neck","Confusion or very hard to wake","Breathless at rest or blue lips",
  "Chest pain or pressure that does not go away","Bleeding from gums or nose, or blood in vomit or stool",
  "Cannot keep fluids down","Severe belly pain","Fainted or had a seizure","Rash that does not fade when pressed",
  "Very little or no urine for 12 hours","Face drooping, arm weakness or slurred speech",
  "A baby under 3 months old with a fever",
  "Pregnant, with a severe headache, blurred vision or sudden swelling of the face or hands"]
LABELS = {"flu","common-cold","covid","dengue","malaria","typhoid","chikungunya","gastroenteritis","migraine","other"}
TRI = {"emergency","see-doctor","self-care"}
CC = {"IN","BR","MX","ES","US","CA","GB","FR","DE","IT","NL","SE","NO","JP","AU"}
KEYS = ["id","country","month","present","spoken","dangerSigns","expected","triage","ambiguous","source","note"]
raw = open("vignettes.json").read()
d = json.loads(raw)
errs = []
assert list(d.keys()) == ["description","cases"], d.keys()
if json.dumps(d, indent=1, ensure_ascii=False) + "\n" != raw: errs.append("file not written with indent=1")
ids = set()
for c in d["cases"]:
    i = c.get("id")
    if list(c.keys()) != KEYS: errs.append(f"{i}: keys {list(c.keys())}")
    if i in ids: errs.append(f"dup id {i}")
    ids.add(i)
    if not i.startswith(c["country"].lower() + "-"): errs.append(f"{i}: id prefix")
    if c["country"] not in CC: errs.append(f"{i}: country")
    if not (isinstance(c["month"], int) and 1 <= c["month"] <= 12): errs.append(f"{i}: month")
    p = c["present"]
    if not p or any(s not in SYMS for s in p) or len(set(p)) != len(p): errs.append(f"{i}: present {p}")
    s = c["spoken"]
    if not (1 <= len(s) <= 3) or any(x not in p for x in s) or len(set(s)) != len(s): errs.append(f"{i}: spoken {s}")
    if any(x not in DANGER for x in c["dangerSigns"]) or len(set(c["dangerSigns"])) != len(c["dangerSigns"]): errs.append(f"{i}: danger")
    if c["expected"] not in LABELS: errs.append(f"{i}: label")
    if c["triage"] not in TRI: errs.append(f"{i}: triage")
    if not isinstance(c["ambiguous"], bool): errs.append(f"{i}: ambiguous")
    if not c["source"] or not all(isinstance(x, str) and x for x in c["source"]): errs.append(f"{i}: source")
    if not c["note"]: errs.append(f"{i}: note")
    if c["ambiguous"] and "Rival label" not in c["note"]: errs.append(f"{i}: ambiguous without rival")
    if c["triage"] != "emergency" and c["dangerSigns"] and c["dangerSigns"] != ["Bleeding from gums or nose, or blood in vomit or stool"]:
        errs.append(f"{i}: danger sign yes but not emergency (check)")
if errs:
    print("\n".join(errs)); sys.exit(1)
cs = d["cases"]; n = len(cs)
print("OK", n, "cases")
for k in ["expected","country","triage","ambiguous"]:
    cnt = collections.Counter(c[k] for c in cs)
    print(k, {a: f"{b} ({100*b/n:.1f}%)" for a, b in cnt.most_common()})
# symptom frequency per label
for lab in sorted(LABELS):
    sub = [c for c in cs if c["expected"] == lab]
    f = collections.Counter(x for c in sub for x in c["present"])
    print(f"{lab:16s} n={len(sub):2d} " + ", ".join(f"{k}:{100*v//len(sub)}" for k, v in f.most_common()))
