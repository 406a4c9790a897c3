"""Refusal sentences in English and French, each naming its clause (pure data)."""

from __future__ import annotations

from arcade.core.rules import MessageCatalog

TEXTS: dict[str, dict[str, str]] = {
    "over": {"en": "The battle is over.", "fr": "La bataille est terminée."},
    "not_yours": {"en": "That ship is not yours.", "fr": "Ce navire n'est pas à vous."},
    "no_ship": {"en": "There is no such ship afloat.", "fr": "Ce navire n'est plus à flot."},
    "phase_posts": {"en": "Post changes come first, at the start of the turn.",
                    "fr": "Les changements de poste se font d'abord, au début du tour."},
    "phase_move": {"en": "This is done during movement, after the post changes.",
                   "fr": "Cela se fait pendant le déplacement, après les changements de poste."},
    "phase_fire": {"en": "Cannons fire after all movement.", "fr": "Les canons tirent après tous les déplacements."},
    "casualties_first": {"en": "{player} must first choose who falls on the {ship}.",
                         "fr": "{player} doit d'abord choisir les pertes du {ship}."},
    "no_pending": {"en": "No casualties are waiting to be chosen.", "fr": "Aucune perte n'attend de choix."},
    "casualty_count": {"en": "Choose exactly {n} crew.", "fr": "Choisissez exactement {n} marin(s)."},
    "bad_figure": {"en": "No such crew figure on that ship.", "fr": "Ce marin n'existe pas sur ce navire."},
    "bad_post": {"en": "There is no such post on this ship.", "fr": "Ce poste n'existe pas sur ce navire."},
    "captain_done": {"en": "The captain has already changed post this turn.",
                     "fr": "Le capitaine a déjà changé de poste ce tour-ci."},
    "captain_first": {"en": "The captain moves first, before the other post changes.",
                      "fr": "Le capitaine change de poste en premier, avant les autres."},
    "no_captain": {"en": "This ship has lost its captain.", "fr": "Ce navire a perdu son capitaine."},
    "allowance": {"en": "No post change left: one per crew at command besides the helmsman ({n} this turn).",
                  "fr": "Plus de changement : un par marin au commandement hors barreur ({n} ce tour-ci)."},
    "same_post": {"en": "That crew is already at that post.", "fr": "Ce marin occupe déjà ce poste."},
    "helm_taken": {"en": "Someone already holds the helm.", "fr": "Quelqu'un tient déjà la barre."},
    "slot_taken": {"en": "That cannon slot is not free.", "fr": "Cet emplacement de canon n'est pas libre."},
    "no_cannon": {"en": "There is no such cannon.", "fr": "Ce canon n'existe pas."},
    "no_gunner": {"en": "A cannon moves with its gunner: man it first.",
                  "fr": "Un canon se déplace avec ses canonniers : servez-le d'abord."},
    "at_quay": {"en": "Docked in a port: the ship stays at the quay this turn.",
                "fr": "À quai dans un port : le navire ne bouge pas ce tour-ci."},
    "no_dice": {"en": "This ship has used its movement dice.", "fr": "Ce navire a utilisé ses dés de déplacement."},
    "die_pending": {"en": "Move this ship for the die already rolled first.",
                    "fr": "Déplacez d'abord ce navire pour le dé déjà lancé."},
    "other_moving": {"en": "Finish moving the ship that is under way first.",
                     "fr": "Terminez d'abord le déplacement du navire en route."},
    "no_helm": {"en": "Nobody holds the helm: the ship keeps its heading.",
                "fr": "Personne à la barre : le navire garde son cap."},
    "roll_first": {"en": "Roll a movement die first.", "fr": "Lancez d'abord un dé de déplacement."},
    "too_far": {"en": "The die allows at most {n} square(s).", "fr": "Le dé permet au plus {n} case(s)."},
    "blocked": {"en": "The way ahead is blocked after {n} square(s).",
                "fr": "La route est bloquée après {n} case(s)."},
    "fired": {"en": "That cannon has already fired this turn.", "fr": "Ce canon a déjà tiré ce tour-ci."},
    "unmanned": {"en": "Nobody serves that cannon.", "fr": "Personne ne sert ce canon."},
    "own_ship": {"en": "Fire at an enemy ship.", "fr": "Tirez sur un navire ennemi."},
    "arc": {"en": "Out of this cannon's arc: it fires to its own side, 45° either side of abeam, 1 to 3 squares.",
            "fr": "Hors de l'angle de tir : le canon tire de son côté, à 45° de part et d'autre du travers, "
                  "de 1 à 3 cases."},
    "line": {"en": "No line of fire: a ship or land is in the way.",
             "fr": "Pas de ligne de tir : un navire ou une terre est sur le chemin."},
    "in_port": {"en": "A ship docked in a port cannot be targeted.",
                "fr": "Un navire à quai dans un port ne peut pas être visé."},
}


CATALOG = MessageCatalog(TEXTS)
reject = CATALOG.reject
