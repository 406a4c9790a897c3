"""Short generated sound cues (no sound files): select, move, shot, time warning, win and lose.

Synthesised from sine tones and a noise burst after the first frame is on screen (`prepare`), or at a cue's first
use if that comes sooner; the volume and mute settings apply to every cue. When no audio device can be opened the
game simply stays silent.
"""

from __future__ import annotations

import array
import math
import random

import pygame

RATE = 22050
#: The sound device's format the cues are made for: rate, 16-bit signed samples, one channel.
FORMAT = (RATE, -16, 1)
#: cue -> notes (frequency in Hz, seconds); frequency 0 is a rest, -1 a noise burst.
CUES: dict[str, list[tuple[float, float]]] = {
    "select": [(880.0, 0.05)],
    "move": [(392.0, 0.07), (523.0, 0.09)],
    "shot": [(-1.0, 0.16)],
    "warning": [(660.0, 0.12), (0.0, 0.06), (660.0, 0.12)],
    "win": [(523.0, 0.1), (659.0, 0.1), (784.0, 0.1), (1047.0, 0.25)],
    "lose": [(392.0, 0.15), (330.0, 0.15), (262.0, 0.35)],
}


def synthesize(notes: list[tuple[float, float]], rate: int = RATE) -> bytes:
    """16-bit mono samples for a list of notes, each with a short attack and decay so nothing clicks."""
    noise = random.Random(1)  # the same crack every time
    out = array.array("h")
    for freq, seconds in notes:
        count = int(rate * seconds)
        for i in range(count):
            envelope = min(1.0, i / (rate * 0.005)) * (1 - i / count) ** 1.5
            if freq > 0:
                value = math.sin(2 * math.pi * freq * i / rate)
            elif freq < 0:
                value = noise.uniform(-1, 1)
            else:
                value = 0.0
            out.append(int(12000 * envelope * value))
    return out.tobytes()


class Sounds:
    def __init__(self, volume: int, muted: bool) -> None:
        self.volume, self.muted = volume, muted
        self.played: list[str] = []  # every cue asked for (what a player would have heard), newest last
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._silent = False  # no audio device could be opened

    def prepare(self) -> None:
        """Open the audio device and make every cue now (a start-up's first frame does not wait for them)."""
        for name in CUES:
            self._sound(name)

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if self._silent:
            return None
        sound = self._sounds.get(name)
        if sound is None:
            try:
                if pygame.mixer.get_init() != FORMAT:  # (the cues are samples of this format, read as they are)
                    pygame.mixer.quit()
                    pygame.mixer.init(*FORMAT, 512, allowedchanges=0)  # (a device of another format converts)
                sound = self._sounds[name] = pygame.mixer.Sound(buffer=synthesize(CUES[name]))
            except pygame.error:
                self._silent, self._sounds = True, {}  # no audio device: stay silent
                return None
        return sound

    def configure(self, volume: int, muted: bool) -> None:
        self.volume, self.muted = volume, muted

    def play(self, name: str) -> None:
        if name not in CUES:
            raise KeyError(f"no sound cue {name!r}")
        if self.muted or self.volume <= 0:
            return
        self.played.append(name)
        del self.played[:-50]
        sound = self._sound(name)
        if sound is not None:
            sound.set_volume(self.volume / 100)
            sound.play()
