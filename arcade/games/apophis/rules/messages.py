"""Sentences for refusals, in English and French, each naming the clause it applies (pure data)."""

from __future__ import annotations

from collections.abc import Mapping

from arcade.core.rules import MessageCatalog

TEXTS: dict[str, dict[str, str]] = {
    "game_over": {"en": "The game is over.", "fr": "La partie est terminée."},
    "one_action": {"en": "You have already taken your action this turn: end your turn.",
                   "fr": "Vous avez déjà joué votre action ce tour-ci : finissez votre tour."},
    "act_first": {"en": "Take one action first: draw, build, add to the launch sequence or scrap.",
                  "fr": "Jouez d'abord une action : piocher, construire, compléter la séquence ou mettre au rebut."},
    "discard_first": {"en": "You hold {n} cards: discard down to 5 first.",
                      "fr": "Vous avez {n} cartes : défaussez-vous d'abord jusqu'à 5."},
    "discard_count": {"en": "Discard exactly {n} card(s) to keep 5.",
                      "fr": "Défaussez exactement {n} carte(s) pour en garder 5."},
    "not_discarding": {"en": "Nothing to discard: you hold 5 cards or fewer.",
                       "fr": "Rien à défausser : vous avez 5 cartes ou moins."},
    "shuffling": {"en": "The team is shuffling: wait for the 10 seconds to pass.",
                  "fr": "L'équipe mélange les cartes : attendez la fin des 10 secondes."},
    "no_shuffle": {"en": "No shuffle is under way.", "fr": "Aucun mélange n'est en cours."},
    "decide_roll": {"en": "Decide first: re-roll this die or keep it.",
                    "fr": "Décidez d'abord : relancer ce dé ou le garder."},
    "no_roll": {"en": "There is no die to re-roll or keep now.",
                "fr": "Il n'y a pas de dé à relancer ou garder maintenant."},
    "no_rerolls": {"en": "No re-roll left for this launch.", "fr": "Plus de relance pour ce lancement."},
    "not_in_hand": {"en": "That card is not in your hand.", "fr": "Cette carte n'est pas dans votre main."},
    "same_card": {"en": "The same card was chosen twice.", "fr": "La même carte a été choisie deux fois."},
    "unknown_section": {"en": "There is no such section (colours green, red, blue, yellow; sizes 1, 2, 3).",
                        "fr": "Cette section n'existe pas (couleurs vert, rouge, bleu, jaune ; tailles 1, 2, 3)."},
    "sequence_open": {"en": "A launch sequence is under way: nobody may build until it is complete or scrapped.",
                      "fr": "Une séquence de lancement est en cours : personne ne construit avant qu'elle soit "
                            "complète ou mise au rebut."},
    "section_used": {"en": "The {size} {color} section is already on the missile.",
                     "fr": "La section {color} {size} est déjà sur le missile."},
    "too_big": {"en": "{Size} sections go only on {allowed} ones.",
                "fr": "Une section {size} ne se pose que sur une section {allowed}."},
    "pay_suit": {"en": "A {size} {color} section costs {n} {suit}: you have {have}.",
                 "fr": "Une section {color} {size} coûte {n} {suit} : vous en avez {have}."},
    "pay_exact": {"en": "Pay with exactly {n} {suit}.", "fr": "Payez avec exactement {n} {suit}."},
    "no_missile": {"en": "Build at least one section before starting a launch sequence.",
                   "fr": "Construisez au moins une section avant de lancer une séquence."},
    "no_cards": {"en": "Choose at least one card to add to the launch sequence.",
                 "fr": "Choisissez au moins une carte à ajouter à la séquence."},
    "suit_twice": {"en": "Only one card of each suit may be placed.",
                   "fr": "Une seule carte de chaque couleur peut être posée."},
    "suit_present": {"en": "The sequence already has {suit}.", "fr": "La séquence a déjà un {suit}."},
    "nothing_to_scrap": {"en": "There is no missile to scrap.", "fr": "Il n'y a pas de missile à mettre au rebut."},
    "not_over": {"en": "The countdown only ends a game in progress.",
                 "fr": "Le compte à rebours ne termine qu'une partie en cours."},
}

SIZE_WORDS = {
    "en": {1: "small", 2: "medium", 3: "large"},
    "fr": {1: "petite", 2: "moyenne", 3: "grande"},
}
ALLOWED_WORDS = {
    "en": {1: "any", 2: "medium or large", 3: "large"},
    "fr": {1: "quelconque", 2: "moyenne ou grande", 3: "grande"},
}
COLOR_WORDS = {
    "en": {"green": "green", "red": "red", "blue": "blue", "yellow": "yellow"},
    "fr": {"green": "verte", "red": "rouge", "blue": "bleue", "yellow": "jaune"},
}
SUIT_WORDS = {
    "en": {"clubs": "clubs", "hearts": "hearts", "diamonds": "diamonds", "spades": "spades"},
    "fr": {"clubs": "trèfle", "hearts": "cœur", "diamonds": "carreau", "spades": "pique"},
}


def _wording(params: Mapping[str, object], lang: str) -> dict[str, object]:
    """Sizes, colours and suits in the player's language."""
    out: dict[str, object] = {}
    size, color, suit = params.get("size"), params.get("color"), params.get("suit")
    if isinstance(size, int) and size in SIZE_WORDS[lang]:
        out["size"] = SIZE_WORDS[lang][size]
        out["Size"] = SIZE_WORDS[lang][size].capitalize()
        out["allowed"] = ALLOWED_WORDS[lang][size]
    if isinstance(color, str):
        out["color"] = COLOR_WORDS[lang].get(color, color)
    if isinstance(suit, str):
        out["suit"] = SUIT_WORDS[lang].get(suit, suit)
    return out


CATALOG = MessageCatalog(TEXTS, _wording)
reject = CATALOG.reject
