"""The board view, one module per job: grid geometry, camera, terrain cache, overlays, sprites, animator, labels."""

from arcade.ui.board.grid import Cell
from arcade.ui.board.overlays import STYLES, Line
from arcade.ui.board.sprites import Sprite, register_shape
from arcade.ui.board.terrain import DEFAULT_STYLES, TerrainStyle
from arcade.ui.board.view import BoardView

__all__ = ["DEFAULT_STYLES", "STYLES", "BoardView", "Cell", "Line", "Sprite", "TerrainStyle", "register_shape"]
