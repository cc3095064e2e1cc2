"""``goatmaster-server``: tables for friends on other machines, on this machine's address.

    goatmaster-server --host 0.0.0.0 --port 8765 --data DIR

Every registered game that has an online form can be played; the tables and every accepted
action live in ``DIR/tables.sqlite3``, so a server started again resumes every table it held.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import sys
from typing import Sequence

from platformdirs import user_data_dir

from .. import games as _games  # noqa: F401  (importing it registers every game)
from ..net.lan import TableAdvertiser
from ..net.protocol import CODE_ALPHABET
from ..net.server import Limits, TableServer
from ..net.store import StoreError
from ..net.thinker import Thinker, default_processes


def parser() -> argparse.ArgumentParser:
    limits = Limits()
    ap = argparse.ArgumentParser(prog="goatmaster-server", description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.ArgumentDefaultsHelpFormatter)
    ap.add_argument("--host", default="127.0.0.1",
                    help="the address to listen on (0.0.0.0: every address of this machine)")
    ap.add_argument("--port", type=int, default=8765, help="the TCP port (0: any free one)")
    ap.add_argument("--data", default=os.path.join(user_data_dir("goatmaster", appauthor=False), "server"),
                    help="the folder of the tables' database")
    ap.add_argument("--ai-processes", type=int, default=default_processes(),
                    help="the AI seats' worker processes, the server's whole budget: as many decisions are "
                         "searched at once, shared fairly between the people at the tables (default: every "
                         "core but one; 0: one at a time, in the server's own process)")
    ap.add_argument("--max-connections", type=int, default=limits.connections)
    ap.add_argument("--max-per-address", type=int, default=limits.per_address,
                    help="connections from one address")
    ap.add_argument("--max-tables", type=int, default=limits.tables,
                    help="unfinished tables the server holds (only the ones in play are in its memory)")
    ap.add_argument("--max-ai-per-connection", type=int, default=limits.ai_seats_per_connection,
                    help="AI seats at the unfinished tables one connection opened")
    ap.add_argument("--max-ai-per-address", type=int, default=limits.ai_seats_per_address,
                    help="AI seats at the unfinished tables opened from one address")
    ap.add_argument("--max-turn-based-per-player", type=int, default=limits.turn_based_per_key,
                    help="unfinished turn-based tables one person sits at, counted by the player key their app "
                         "sends")
    ap.add_argument("--max-watch-replays", type=int, default=limits.watch_replays,
                    help=f"tables not in memory that watches from one address may have replayed (read from the "
                         f"store) in {limits.watch_replays_window:g} s; past it a watch is answered too-many-watches "
                         f"(a seat's own rejoin is never counted)")
    ap.add_argument("--idle-days", type=float, default=limits.idle / 86400,
                    help="a table no one played for this long is forgotten")
    ap.add_argument("--code-prefix", default="",
                    help="every join code this server makes starts with it (one or two letters), so a proxy "
                         "in front of several servers routes each table by its code (docs/online.md)")
    ap.add_argument("--trust-proxy", action="store_true",
                    help="behind a reverse proxy on this machine: a client's address is its X-Forwarded-For")
    ap.add_argument("--lan", action="store_true",
                    help="advertise the tables on the local network (zeroconf), for the app's Join a table")
    ap.add_argument("--quiet", action="store_true", help="log errors only")
    return ap


def limits_of(args: argparse.Namespace) -> Limits:
    """The server's limits, as the command line sets them."""
    return Limits(connections=args.max_connections, per_address=args.max_per_address,
                  tables=args.max_tables, ai_seats_per_connection=args.max_ai_per_connection,
                  ai_seats_per_address=args.max_ai_per_address, idle=args.idle_days * 86400,
                  turn_based_per_key=args.max_turn_based_per_player, watch_replays=args.max_watch_replays)


async def _serve(args: argparse.Namespace) -> None:
    limits = limits_of(args)
    server = TableServer(args.data, args.host, args.port, limits, Thinker(args.ai_processes),
                         code_prefix=args.code_prefix.upper(), trust_proxy=args.trust_proxy,
                         advertiser=TableAdvertiser() if args.lan else None)
    await server.start()
    logging.getLogger("goatmaster.net").info("serving %d tables on ws://%s:%d (data: %s)",
                                             server.held, args.host, server.port, args.data)
    print(f"goatmaster-server: listening on ws://{args.host}:{server.port}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    await stop.wait()
    await server.stop()


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if len(args.code_prefix) > 2 or any(ch not in CODE_ALPHABET for ch in args.code_prefix.upper()):
        parser().error(f"--code-prefix: one or two of {CODE_ALPHABET}")
    logging.basicConfig(level=logging.ERROR if args.quiet else logging.INFO,
                        format="%(asctime)s %(levelname)s %(message)s")
    try:
        asyncio.run(_serve(args))
    except StoreError as error:
        print(f"goatmaster-server: cannot open the tables' store: {error}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"goatmaster-server: cannot listen on {args.host}:{args.port}: {error.strerror or error}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
