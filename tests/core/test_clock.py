"""The clock model: four modes, injected time, no drift, pause/resume, a single time-out event, warning levels."""

from __future__ import annotations

import pytest

from arcade.core.clock import Clock, ClockConfig, ClockMode, Level, format_seconds


class FakeTime:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def test_turn_budget_times_out_once_and_resets_each_turn() -> None:
    now = FakeTime()
    clock = Clock(ClockConfig(ClockMode.TURN_BUDGET, 180), now)
    clock.start()
    now.t += 179.5
    assert not clock.expired() and clock.remaining() == pytest.approx(0.5)
    now.t += 1
    assert clock.expired() and not clock.expired()  # the time-out event fires once
    assert clock.remaining() == 0 and clock.is_up()
    assert not clock.running
    clock.next_turn()  # stopped by its own time-out, not by anyone: the next turn's clock runs by itself
    assert clock.running and clock.remaining() == 180
    now.t += 60
    assert clock.remaining() == pytest.approx(120)


def test_a_clock_paused_by_the_table_after_a_time_out_waits_for_it() -> None:
    """Seen in a real window against a computer (no hand-over starts the next turn's clock): after a time-out the
    clock stood at 3:00 for the rest of the game. A hand-over's pause still holds the next turn's clock."""
    now = FakeTime()
    clock = Clock(ClockConfig(ClockMode.TURN_BUDGET, 180), now)
    clock.start()
    now.t += 181
    assert clock.expired()
    clock.pause()  # (the table hands the screen over: the next player's time starts when they take it)
    clock.next_turn()
    assert not clock.running and clock.remaining() == 180


def test_shared_countdown_with_pause_and_resume() -> None:
    now = FakeTime()
    clock = Clock(ClockConfig(ClockMode.COUNTDOWN, 600), now)
    assert clock.remaining() == 600 and not clock.running
    clock.start()
    now.t += 100
    clock.pause()
    now.t += 1000  # paused time does not count
    assert clock.remaining() == pytest.approx(500)
    clock.resume()
    now.t += 50
    assert clock.remaining() == pytest.approx(450)
    with pytest.raises(ValueError):
        clock.next_turn()


def test_phase_timer_restarts_with_its_own_length() -> None:
    now = FakeTime()
    clock = Clock(ClockConfig(ClockMode.PHASE, 30), now)
    clock.start_phase()
    now.t += 31
    assert clock.expired()
    clock.start_phase(45)
    assert clock.running and clock.remaining() == 45 and not clock.expired()
    with pytest.raises(ValueError):
        Clock(ClockConfig(ClockMode.COUNTDOWN, 30), now).start_phase()


def test_chess_clock_banks_and_increments() -> None:
    now = FakeTime()
    clock = Clock(ClockConfig(ClockMode.CHESS, 300, players=2, increment=5), now)
    clock.start()
    now.t += 40
    clock.next_turn(1)  # player 0 used 40 s and gains 5
    assert clock.active == 1
    assert clock.remaining(0) == pytest.approx(265)
    now.t += 10
    assert clock.remaining(1) == pytest.approx(290)
    assert clock.remaining(0) == pytest.approx(265)  # only the active bank runs
    clock.next_turn(0)
    assert clock.remaining(1) == pytest.approx(295)
    with pytest.raises(ValueError):
        clock.remaining(5)


def test_no_drift_over_many_irregular_frames() -> None:
    """Reading after 100 000 uneven steps equals one reading of the total: nothing accumulates error."""
    now = FakeTime()
    clock = Clock(ClockConfig(ClockMode.COUNTDOWN, 3600), now)
    clock.start()
    total = 0.0
    for i in range(100_000):
        step = 0.0137 + (i % 7) * 0.001
        now.t += step
        total += step
        clock.remaining()
    assert clock.remaining() == pytest.approx(3600 - (now.t - 1000.0), abs=1e-9)


def test_levels_amber_at_30_and_red_at_10() -> None:
    now = FakeTime()
    clock = Clock(ClockConfig(ClockMode.COUNTDOWN, 60), now)
    clock.start()
    assert clock.level() is Level.NORMAL
    now.t += 30
    assert clock.level() is Level.AMBER
    now.t += 20
    assert clock.level() is Level.RED


def test_format_rounds_up() -> None:
    assert format_seconds(180) == "3:00"
    assert format_seconds(179.2) == "3:00"
    assert format_seconds(0.2) == "0:01"
    assert format_seconds(0) == "0:00"
    assert format_seconds(61) == "1:01"


def test_rejects_empty_duration() -> None:
    with pytest.raises(ValueError):
        Clock(ClockConfig(ClockMode.COUNTDOWN, 0), FakeTime())
