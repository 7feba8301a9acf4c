"""Sessions and history in SQLite: every game kept safely, resumable, undoable.

    store = Store.open()            # data_dir()/companion.db, migrated on open
    view = store.create_session(pack_id, {"kind": "new_game", ...}, seats=[1, 2, 3])
    result = store.submit(view.info.id, {"kind": "production", ...})
    store.undo(view.info.id)
"""

from companion.store.errors import DecisionPending, ReplayError, StoreError
from companion.store.models import (ImportResult, LogEntryView, PackStats, PlayerStats, RestoreResult, ResultRow, Rival,
                                    RosterPlayer, SeatInfo, SessionInfo, SessionView, SubmitResult, TimelinePoint)
from companion.store.paths import data_dir, default_db_path
from companion.store.store import Store

__all__ = ["DecisionPending", "ImportResult", "LogEntryView", "PackStats", "PlayerStats", "ReplayError", "RestoreResult",
           "ResultRow", "Rival", "RosterPlayer", "SeatInfo", "SessionInfo", "SessionView", "Store", "StoreError",
           "SubmitResult", "TimelinePoint", "data_dir", "default_db_path"]
