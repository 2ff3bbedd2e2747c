"""The flick by keys (issue 29): a small state machine that KeyInput (keys.py) hands the keys to once a
topping of the hand is chosen. It makes the same flick a mouse drag makes, through the mouse's own
code (input.py): the disc is shown where it would go (`_hover`), placed (`_start_aim`), the aim and the
power are a pull of the slingshot (`_update_aim`: ui/flick.py `pull_to_velocity`, the aim line and
the power gauge), and Enter lets go (`_release`: the flick runs live and its recorded outcome is the
intent). The rules and the physics see an ordinary Flick.

    chosen --Enter--> place --Enter--> aim --Enter--> flicked
       ^                |  ^             |
       +------Esc-------+  +----Esc------+

- place: the disc lies on the crust (faint where it may not be placed: Enter then gets the rules'
  sentence why). Left/Right move it round the crust, PLACE_STEP degrees (Shift: PLACE_FINE);
  Up/Down move it nearer the sauce / nearer the edge, RADIAL_STEP mm (Shift: RADIAL_FINE), over the
  whole ring a press can place a disc on (geometry PLACE_MIN_R..PLACE_MAX_R). It starts on the crust
  where the last placement was (at first at the bottom), at the nearest free spot.
- aim: the aim line starts pointing at the centre; Left/Right turn it AIM_STEP degrees (Shift:
  AIM_FINE); Up/+ and Down/- step the power gauge by POWER_STEP percent (Shift: POWER_FINE),
  PageUp/PageDown by POWER_PAGE. The power goes from POWER_FINE to 100 percent: the whole range of
  a mouse pull (ui/flick.py: a pull beyond the disc's own radius, up to full power at VMAX); a
  power of 0 would be no flick (the mouse cancels then), so it stops at the first step.
- T turns the topping over in both states (keys.py); the digits choose another topping.

After every key the scene's `described` says what changed, for a screen reader (key_words.py): where
the topping lies and, where it may not be placed, the rules' sentence why (the one the press would
get); where the aim points and at what; the power. A key that changed nothing says nothing.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt

from app.core.i18n import _
from app.games.top_this import geometry as geo
from app.games.top_this.flicks import free_spot
from app.games.top_this.ui import key_words
from app.games.top_this.ui.flick import DEAD_MM, PULL_MM

K = Qt.Key
#: round the crust: degrees per Left/Right (Shift: fine)
PLACE_STEP, PLACE_FINE = 5.0, 1.0
#: across the crust: mm per Up/Down (Shift: fine)
RADIAL_STEP, RADIAL_FINE = 4.0, 1.0
#: the aim line: degrees per Left/Right (Shift: fine)
AIM_STEP, AIM_FINE = 5.0, 1.0
#: the power gauge, in percent of full power: Up/Down (Shift: fine), PageUp/PageDown
POWER_STEP, POWER_FINE, POWER_PAGE = 5, 1, 20
#: the power the aim starts with, percent
POWER_START = 30
#: the opacity of the topping placed by keys where it may lie (the hover's is fainter: the pointer is
#: there too); where it may not, the hover's own faint one
KEYS_SHOWN = 0.9
#: the start point on the crust (radians, atan2 sense, y down): the bottom, nearest the player
START_ANGLE = math.pi / 2

LEFT, RIGHT = (K.Key_Left,), (K.Key_Right,)
UP = (K.Key_Up, K.Key_Plus, K.Key_Equal)
DOWN = (K.Key_Down, K.Key_Minus)
PAGES = {K.Key_PageUp: 1, K.Key_PageDown: -1}
ENTER = (K.Key_Return, K.Key_Enter)
#: the keys of the flick (KeyInput's OURS has them)
KEYS = (*LEFT, *RIGHT, *UP, *DOWN, *PAGES, *ENTER)


class KeyFlick:
    """The flick being made with the keys on `scene` (the Top This! Scene): `mode` is None, "place" or
    "aim"."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self._mode: str | None = None
        self.angle = START_ANGLE  # where on the crust (radians)
        self.radius = geo.CRUST_MID  # how far from the centre (mm)
        self.aim = -START_ANGLE  # the direction of the flick (radians)
        self.power = POWER_START  # percent

    @property
    def mode(self) -> str | None:
        """"place", "aim" or None; the keys' flick ends when its topping is put back, flicked or the
        mouse takes it over (a press on the crust while placing)."""
        s = self.scene
        if self._mode == "aim" and s.aiming is None:
            self._mode = None
        elif self._mode == "place" and (s.chosen is None or s.aiming is not None):
            self._mode = None
        return self._mode

    def point(self) -> tuple[float, float]:
        return geo.crust_point(self.angle, self.radius)

    # ---- the states --------------------------------------------------------------------------------
    def start(self) -> None:
        """The chosen topping goes onto the crust, at the nearest free spot to where the last one went."""
        board = {d["id"]: (d["x"], d["y"], d.get("face")) for d in (self.scene.view or {}).get("board", [])}
        spot = free_spot(board, self.angle, step_deg=PLACE_FINE, radii=(self.radius,))
        if spot is not None:  # none free: it stays where it is, and Enter gets the rules' sentence why
            self.angle = math.atan2(spot[1], spot[0])
        self._mode = "place"
        self.show()
        self.describe()

    def back(self) -> bool:
        """Esc: aim -> place -> (the topping stays chosen) nothing; False when there was no step."""
        mode = self.mode
        s = self.scene
        if mode == "aim":
            s.cancel_aim()
            self._mode = "place"
            self.show()
            s.described.emit(key_words.placing_again(*self.point()))
        elif mode == "place":
            self._mode = None
            if s.preview is not None:
                s.preview.setVisible(False)
            s.set_prompt()
            s.described.emit(key_words.back_in_hand())
        else:
            return False
        return True

    def key(self, key, fine: bool) -> None:
        """A key while placing or aiming (Shift held: `fine`)."""
        mode = self.mode
        fine = fine and key in (*LEFT, *RIGHT, K.Key_Up, K.Key_Down)  # "+" is Shift+= on some keyboards
        if key in ENTER:
            self._enter(mode)
            return
        before = self._state()
        if mode == "place":
            if key in LEFT or key in RIGHT:
                step = math.radians(PLACE_FINE if fine else PLACE_STEP)
                self.angle = (self.angle + (-step if key in RIGHT else step)) % (2 * math.pi)  # Right: anticlockwise
            elif key in UP or key in DOWN:  # Up: nearer the sauce, Down: nearer the edge
                step = RADIAL_FINE if fine else RADIAL_STEP
                self.radius = min(max(self.radius + (-step if key in UP else step), geo.PLACE_MIN_R),
                                  geo.PLACE_MAX_R)
        elif mode == "aim":
            if key in LEFT or key in RIGHT:
                step = math.radians(AIM_FINE if fine else AIM_STEP)
                self.aim = (self.aim + (step if key in RIGHT else -step)) % (2 * math.pi)
            elif key in UP or key in DOWN or key in PAGES:
                step = POWER_PAGE * PAGES[key] if key in PAGES else \
                    (POWER_FINE if fine else POWER_STEP) * (1 if key in UP else -1)
                self.power = min(max(self.power + step, POWER_FINE), 100)
        self.show()
        if self._state() != before:
            self.describe(power=self.power != before[3])

    def _enter(self, mode: str | None) -> None:
        s = self.scene
        if mode == "place":
            s._start_aim(s.to_px(*self.point()))  # refused with the rules' sentence where it may not go
            if s.aiming is not None:
                x, y = s.aiming["x"], s.aiming["y"]
                self.aim = math.atan2(-y, -x)  # at the centre
                self._mode = "aim"
                s.described.emit(key_words.aim_started(s.view or {}, x, y, self.aim, self.power))
            self.show()  # refused: the topping stays shown where it is (the rules' sentence says why)
        elif mode == "aim":
            self.show()
            s._release()  # the mouse's release: the flick runs, its outcome is the intent

    # ---- words -------------------------------------------------------------------------------------
    def _state(self) -> tuple:
        return self.angle, self.radius, self.aim, self.power

    def describe(self, power: bool = False) -> None:
        """Say where the topping lies (placing) or where the aim points (aiming; `power`: the power
        changed), as the scene's `described`."""
        s = self.scene
        mode = self.mode
        if mode == "place":
            where = s._placement(s.to_px(*self.point()))  # the press's own check, as `_hover` shows it
            why = where[2] if where is not None else None
            s.described.emit(key_words.placing(*self.point(), why))
        elif mode == "aim":
            a = s.aiming
            s.described.emit(key_words.power(self.power) if power
                             else key_words.aiming(s.view or {}, a["x"], a["y"], self.aim))

    # ---- drawing -----------------------------------------------------------------------------------
    def pull(self) -> tuple[float, float]:
        """The slingshot's pull (mm, pointer minus disc) that gives this aim and power (the inverse of
        ui/flick.py `pull_to_velocity`: the flick goes the other way)."""
        n = DEAD_MM + PULL_MM * self.power / 100.0
        return -n * math.cos(self.aim), -n * math.sin(self.aim)

    def show(self) -> None:
        """The disc where it would go (placing), or the aim line and the power gauge (aiming), as the
        mouse draws them; then the prompt."""
        s = self.scene
        mode = self.mode
        if mode == "place":
            s._hover(s.to_px(*self.point()), shown=KEYS_SHOWN)  # no pointer shows where it is: clearer
        elif mode == "aim":
            a = s.aiming
            px, py = self.pull()
            s._update_aim(s.to_px(a["x"] + px, a["y"] + py))
        s.set_prompt()

    def prompt(self, who: str) -> str | None:
        """What the keys do now, for the table's prompt (None: not placing or aiming by keys)."""
        mode = self.mode
        if mode == "place":
            return _("{who}: Left/Right move the topping round the crust, Up/Down in and out (Shift: finer); "
                     "T turns it over; Enter places it, Esc puts it back.").format(who=who)
        if mode == "aim":
            return _("{who}: Left/Right aim, Up/Down set the power ({power}%; Shift: finer); Enter flicks, "
                     "Esc takes the topping back to place it again.").format(who=who, power=self.power)
        return None
