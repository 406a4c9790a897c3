"""Actions as small frozen values (the common codec gives their plain-data form) and a text notation people read.

Hexes are axial inside the engine and in records; the text notation names them by the printed board's column and
row ("12,7"), a barge's place as its two hexes joined by "+" ("12,7+12,8").
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade.core.codec import Codec
from arcade.core.hexgrid import Hex, OffsetLayout
from arcade.games.fmp.rules.model import Pos


@dataclass(frozen=True)
class Land:
    """Turn 1: put an astronef down, dome on `dome`, podes on directions o, o+2, o+4 (FMP.START.2)."""

    astronef: int
    dome: Hex
    orientation: int


@dataclass(frozen=True)
class Move:
    """Move a piece through successive places (one hex each, two for the barge), 1 point per new hex."""

    piece: int
    path: tuple[Pos, ...]


@dataclass(frozen=True)
class Retreat:
    """Start of turn: move a piece under enemy fire one step out of it (FMP.NEUT.1, FMP.SHIP.9)."""

    piece: int
    to: Pos


@dataclass(frozen=True)
class Load:
    """A transporter (or an astronef, through a pode) takes a piece or an ore from an adjacent hex."""

    carrier: int
    cargo: int


@dataclass(frozen=True)
class Unload:
    """A transporter or an astronef puts a piece down on an adjacent place; `hang` picks the pontoon a laid
    pontoon hangs from when it touches no land (FMP.PONT.3)."""

    carrier: int
    cargo: int
    to: Pos
    hang: int | None = None


@dataclass(frozen=True)
class Transfer:
    """Move a piece between holds inside one barge or one astronef, for free (FMP.TRANS.2, FMP.SHIP.2)."""

    piece: int
    into: int


@dataclass(frozen=True)
class Build:
    """A weather layer turns the ore it carries into a tank, crab or pontoon laid on an adjacent hex."""

    layer: int
    kind: str
    to: Hex
    hang: int | None = None


@dataclass(frozen=True)
class Fire:
    """Two destroyers of one player fire together at a hex (FMP.FIRE.3)."""

    shooters: tuple[int, int]
    target: Hex


@dataclass(frozen=True)
class Shot:
    partner: int
    target: Hex


@dataclass(frozen=True)
class Attack:
    """The second-arrival attack (FMP.ATK.2): a destroyer moves into enemy fire, stops, and fires at once with a
    partner; afterwards it must be out of enemy fire. Checked and applied as one action."""

    piece: int
    path: tuple[Pos, ...]
    shots: tuple[Shot, ...]


@dataclass(frozen=True)
class Capture:
    takers: tuple[int, int]
    target: int


@dataclass(frozen=True)
class Rebuild:
    """Rebuild the turret of a pode (FMP.SHIP.8)."""

    astronef: int
    pode: int


@dataclass(frozen=True)
class TakeOff:
    astronef: int


@dataclass(frozen=True)
class Decide:
    """Turn 21: the astronefs (of the deciding player) that leave now; the others stay (FMP.END.1)."""

    leave: tuple[int, ...]


@dataclass(frozen=True)
class TimeUp:
    """The turn's clock ran out (reported by the scene's clock)."""


@dataclass(frozen=True)
class EndTurn:
    pass


Action = (Land | Move | Retreat | Load | Unload | Transfer | Build | Fire | Attack | Capture | Rebuild | TakeOff
          | Decide | TimeUp | EndTurn)
#: Record names (kept from the first records, so old records still read).
CODEC: Codec[Action] = Codec({
    "land": Land, "move": Move, "retreat": Retreat, "load": Load, "unload": Unload, "transfer": Transfer,
    "build": Build, "fire": Fire, "attack": Attack, "capture": Capture, "rebuild": Rebuild, "takeoff": TakeOff,
    "decide": Decide, "timeup": TimeUp, "end": EndTurn,
})


# -- text notation ----------------------------------------------------------------------------------------------
def _hang_text(hang: int | None) -> str:
    return f" hang {hang}" if hang is not None else ""


class Notation:
    """Actions as one line of text, hexes as the printed board's 'column,row'."""

    def __init__(self, layout: OffsetLayout) -> None:
        self.layout = layout

    def hex(self, h: Hex) -> str:
        c, r = self.layout.from_axial(h)
        return f"{c},{r}"

    def pos(self, p: Pos) -> str:
        return "+".join(self.hex(h) for h in p)

    def format(self, action: Action) -> str:
        a = action
        if isinstance(a, Land):
            return f"land {a.astronef} {self.hex(a.dome)} o{a.orientation}"
        if isinstance(a, Move):
            return f"move {a.piece} " + " ".join(self.pos(p) for p in a.path)
        if isinstance(a, Retreat):
            return f"retreat {a.piece} {self.pos(a.to)}"
        if isinstance(a, Load):
            return f"load {a.carrier} {a.cargo}"
        if isinstance(a, Unload):
            return f"unload {a.carrier} {a.cargo} {self.pos(a.to)}" + _hang_text(a.hang)
        if isinstance(a, Transfer):
            return f"transfer {a.piece} {a.into}"
        if isinstance(a, Build):
            return f"build {a.layer} {a.kind} {self.hex(a.to)}" + _hang_text(a.hang)
        if isinstance(a, Fire):
            return f"fire {a.shooters[0]} {a.shooters[1]} at {self.hex(a.target)}"
        if isinstance(a, Attack):
            shots = " ".join(f"fire {s.partner} at {self.hex(s.target)}" for s in a.shots)
            return f"attack {a.piece} " + " ".join(self.pos(p) for p in a.path) + f" {shots}"
        if isinstance(a, Capture):
            return f"capture {a.takers[0]} {a.takers[1]} take {a.target}"
        if isinstance(a, Rebuild):
            return f"rebuild {a.astronef} {a.pode}"
        if isinstance(a, TakeOff):
            return f"takeoff {a.astronef}"
        if isinstance(a, Decide):
            return "decide " + (" ".join(f"leave {n}" for n in a.leave) if a.leave else "stay")
        return "timeup" if isinstance(a, TimeUp) else "end"

    def parse(self, text: str) -> Action:
        """The action a line names; ValueError saying what is wrong otherwise."""
        words = text.split()
        if not words:
            raise ValueError("empty action")
        verb, rest = words[0].lower(), words[1:]
        try:
            return self._parse(verb, rest)
        except (IndexError, KeyError):
            raise ValueError(f"incomplete action: {text!r}") from None

    def _parse(self, verb: str, w: list[str]) -> Action:
        if verb == "land":
            if not w[2].startswith("o"):
                raise ValueError("land: orientation is written o0 or o1")
            return Land(self._n(w[0]), self._hex(w[1]), self._n(w[2][1:]))
        if verb == "move":
            return Move(self._n(w[0]), tuple(self._pos(x) for x in w[1:]))
        if verb == "retreat":
            return Retreat(self._n(w[0]), self._pos(w[1]))
        if verb == "load":
            return Load(self._n(w[0]), self._n(w[1]))
        if verb == "unload":
            return Unload(self._n(w[0]), self._n(w[1]), self._pos(w[2]), self._hang(w[3:]))
        if verb == "transfer":
            return Transfer(self._n(w[0]), self._n(w[1]))
        if verb == "build":
            return Build(self._n(w[0]), w[1], self._hex(w[2]), self._hang(w[3:]))
        if verb == "fire":
            if w[2] != "at":
                raise ValueError("fire: write 'fire A B at col,row'")
            return Fire((self._n(w[0]), self._n(w[1])), self._hex(w[3]))
        if verb == "attack":
            cut = w.index("fire")
            path = tuple(self._pos(x) for x in w[1:cut])
            shots = []
            tail = w[cut:]
            while tail:
                if tail[0] != "fire" or tail[2] != "at":
                    raise ValueError("attack: shots are written 'fire PARTNER at col,row'")
                shots.append(Shot(self._n(tail[1]), self._hex(tail[3])))
                tail = tail[4:]
            return Attack(self._n(w[0]), path, tuple(shots))
        if verb == "capture":
            if w[2] != "take":
                raise ValueError("capture: write 'capture A B take PIECE'")
            return Capture((self._n(w[0]), self._n(w[1])), self._n(w[3]))
        if verb == "rebuild":
            return Rebuild(self._n(w[0]), self._n(w[1]))
        if verb == "takeoff":
            return TakeOff(self._n(w[0]))
        if verb == "decide":
            if w == ["stay"]:
                return Decide(())
            if len(w) % 2 or any(x != "leave" for x in w[::2]):
                raise ValueError("decide: write 'decide stay' or 'decide leave N [leave M]'")
            return Decide(tuple(self._n(x) for x in w[1::2]))
        if verb == "timeup" and not w:
            return TimeUp()
        if verb == "end" and not w:
            return EndTurn()
        raise ValueError(f"unknown action {verb!r}")

    @staticmethod
    def _n(word: str) -> int:
        if not word.isdigit():
            raise ValueError(f"{word!r} is not a piece number")
        return int(word)

    def _hex(self, word: str) -> Hex:
        parts = word.split(",")
        if len(parts) != 2 or not all(p.isdigit() for p in parts):
            raise ValueError(f"{word!r} is not a hex written column,row")
        return self.layout.to_axial(int(parts[0]), int(parts[1]))

    def _pos(self, word: str) -> Pos:
        return tuple(self._hex(x) for x in word.split("+"))

    def _hang(self, words: list[str]) -> int | None:
        if not words:
            return None
        if words[0] != "hang" or len(words) != 2:
            raise ValueError("write 'hang N' to choose the pontoon it hangs from")
        return self._n(words[1])
