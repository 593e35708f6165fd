#!/usr/bin/env python3
"""Generates web-client/js/cards.js (hover texts) from engine/data/dungeon-lords-catalog.json.
Run from the repository root: python3 web-client/tools/gen_cards.py

No sentence is written here: every card gets a list of facts, each a Fluent message id from
web-client/locales/*.ftl with its arguments ([id, args]); an argument that is itself a list of
facts is rendered and joined by the client. Card names are the messages `card-<catalog id>`."""
import json, os, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
cat = json.load(open(os.path.join(ROOT, "engine/data/dungeon-lords-catalog.json")))

def fail(msg):
    sys.exit(f"gen_cards.py: {msg}")

def dash(s):
    return str(s).replace("_", "-")

def amounts(cost):
    """{"food": 1, "gold": 1} -> [["amt-food", {"n": 1}], ["amt-gold", {"n": 1}]]"""
    names = {"food": "amt-food", "gold": "amt-gold", "evil": "amt-evil", "trap_cards": "amt-trap-cards",
             "monsters": "amt-monsters", "imps": "amt-imps"}
    out = []
    for k, v in (cost or {}).items():
        if k not in names:
            fail(f"unknown cost kind {k}")
        out.append([names[k], {"n": v}])
    return out

def product(p):
    kind = p["kind"]
    n = p.get("amount", p.get("count"))
    ids = {"food": "amt-food", "gold": "amt-gold", "traps": "amt-trap-cards", "tunnels": "amt-tunnels",
           "lose_evil": "amt-lose-evil", "imps": "amt-imps"}
    if kind not in ids:
        fail(f"unknown product {kind}")
    return [ids[kind], {"n": n}]

def names(ids):
    return [[f"card-{i}", {}] for i in ids]

def trap_effect(e):
    k = e["kind"]
    if k == "damage":
        return ["ct-trap-damage", {"n": e["amount"], "target": e["target"]}]
    if k == "damage_equal_to_hit_points":
        return ["ct-trap-damage-hp", {"target": e["target"]}]
    if k == "poisoned_dart":
        return ["ct-trap-poisoned-dart", {"n": e["delayed_damage"]}]
    if k in ("no_conquest", "anti_magic_dart"):
        return [f"ct-trap-{dash(k)}", {}]
    fail(f"unknown trap effect {k}")

def monster(m):
    f = [["ct-hire-cost", {"cost": amounts(m["cost"])}], ["ct-payday-cost", {"cost": amounts(m["payday_cost"])}],
         ["ct-points", {"n": m["points"]}]]
    for a in m["attacks"]:
        parts = []
        if a.get("cost"):
            parts.append(["ct-attack-paying", {"cost": amounts(a["cost"])}])
        for s in a["strikes"]:
            parts.append(["ct-strike", {"n": s["damage"], "target": s["target"]}])
        for e in a.get("effects", []):
            k = e["kind"]
            if k == "follow_up_on_elimination":
                parts.append(["ct-follow-up", {"n": e["damage"]}])
            elif k in ("no_conquest", "returns_face_up", "no_healing"):
                parts.append([f"ct-monster-{dash(k)}", {}])
            else:
                fail(f"unknown monster effect {k}")
        f.append(["ct-attack", {"what": parts}])
    for ab in m.get("abilities") or []:
        f.append([f"ct-ability-{dash(ab['kind'])}", {}])
    return f

def room(r):
    f = [[f"ct-room-{r['kind']}", {"year": r["year"]}]]
    e = r["effect"]
    k = e["kind"]
    if k == "produce":
        if e.get("extra_cost"):
            f.append(["ct-produce-paying", {"imps": e["imps"], "product": [product(e["product"])], "extra": amounts(e["extra_cost"])}])
        else:
            f.append(["ct-produce", {"imps": e["imps"], "product": [product(e["product"])]}])
    elif k == "attack_bonus":
        f.append(["ct-attack-bonus", {"n": e["bonus"], "monsters": names(e["monsters"])}])
    elif k == "defence_limits":
        f.append(["ct-defence-limits", {"traps": e["max_traps"], "monsters": e["max_monsters"], "bait": e["trap_bait_gold"]}])
    elif k == "no_spells":
        f.append(["ct-no-spells", {}])
    elif k == "points_per_monster":
        f.append(["ct-points-per-monster", {"n": e["points"], "monsters": names(e["monsters"])}])
    elif k == "points_per_exclusive_title":
        f.append(["ct-points-per-title", {"four": e["four_players"], "fewer": e["fewer_players"]}])
    else:
        fail(f"unknown room effect {k}")
    return f

def trap(t):
    f = [trap_effect(e) for e in t["year_1"]["effects"]]
    if t["year_2"]["effects"] != t["year_1"]["effects"]:
        f.append(["ct-year-2", {"what": [trap_effect(e) for e in t["year_2"]["effects"]]}])
    return f

def spell(c):
    e = dict(c["effect"])
    k = e.pop("kind")
    args = {}
    for a, v in e.items():
        if a == "resources":
            args[a] = [[f"amt-{'trap-cards' if r == 'trap' else r}", {"n": 1}] for r in v]
        elif a == "classes":
            args[a] = names(v)
        elif isinstance(v, bool):
            args[a] = "yes" if v else "no"
        else:
            args["n" if a == "amount" else a.replace("_", "-")] = v
    return [[f"ct-spell-{c['timing']}", {"fatigue": c["fatigue"], "year": c["year"]}], [f"ct-spell-{dash(k)}", args]]

def event(e):
    x = dict(e["effect"])
    k = x.pop("kind")
    return [[f"ct-event-{dash(k)}", {a.replace("_", "-"): v for a, v in x.items()}]]

out = {}
def add(items, kind, facts):
    for it in items:
        rec = "reconstructed" in json.dumps({k: v for k, v in it.items() if "provenance" in k})
        out[it["id"]] = {"kind": kind, "facts": facts(it), "reconstructed": rec}

add(cat["monsters"], "monster", monster)
add(cat["rooms"], "room", room)
add(cat["traps"], "trap", trap)
add(cat["adventurers"], "adventurer", lambda a: [["ct-adventurer", {"year": a["year"], "hp": a["hit_points"], "strength": a["strength"]}], [f"ct-class-{a['class']}", {}]])
add(cat["paladins"], "paladin", lambda p: [["ct-paladin", {"year": p["year"], "hp": p["hit_points"], "disarm": p["disarm"], "heal": p["heal"], "magic": p["magic"]}]])
add(cat["combat_cards"], "combat card", spell)
add(cat["event_tiles"], "event tile", event)
add(cat["special_events"], "special event", event)
add(cat["titles"], "title", lambda t: [[f"ct-title-{dash(t['criterion'])}", {}]])

def gain(g):
    k = g["kind"]
    if k in ("food", "gold", "imps", "lose_evil"):
        return [f"amt-{dash(k)}", {"n": g["amount"]}]
    if k == "spy":
        return ["ct-gain-spy", {"n": g["count"]}]
    if k == "dig_tunnels":
        return ["ct-gain-dig", {"n": g["max_tunnels"], "foreman": "yes" if g["foreman"] else "no"}]
    if k == "mine_gold":
        return ["ct-gain-mine", {"n": g["max_imps"], "foreman": "yes" if g["foreman"] else "no"}]
    if k == "draw_traps":
        return ["ct-gain-traps", {"n": g["count"]}]
    if k in ("hire_monster", "build_room"):
        return [f"ct-gain-{dash(k)}", {}]
    fail(f"unknown gain {k}")

# ACTION_SLOTS[action][slot] = [cost facts, gain facts]
slots = {a["id"].replace("-", "_"): [[amounts(s.get("cost")), [gain(g) for g in s.get("gains", [])]] for s in a["slots"]]
         for a in cat["actions"]}

with open(os.path.join(ROOT, "web-client/js/cards.js"), "w") as f:
    f.write("// Generated by web-client/tools/gen_cards.py from the catalog (" + cat["version"] + "). Do not edit.\n")
    f.write("// Facts are [Fluent message id, arguments]; the texts are in web-client/locales/*.ftl.\n")
    f.write("export const CATALOG_VERSION = " + json.dumps(cat["version"]) + ";\n")
    f.write("export const CARDS = " + json.dumps(out, ensure_ascii=False) + ";\n")
    f.write("export const ACTION_SLOTS = " + json.dumps(slots, ensure_ascii=False) + ";\n")
print(len(out), "entries")
