"""`python -m app host GAME --players N --seats SEATS [--seed S] [--options JSON] [--port P] [--bind ADDR]
[--code CODE] [--save PATH] [--resume PATH] [--takeover SECONDS] [--cert PATH --key PATH]`: serve one table headless (no Qt) until its game is over (issue 28).

SEATS is a comma list of `remote` (a seat for a computer that joins) and `easy`/`normal`/`hard`
(computer players). When it listens it prints one line, `join ws://ADDRESS:PORT code CODE` (`wss://`
with `--cert` and `--key`: TLS, app/host/tls.py), and everything else goes to stderr; it exits 0 when the game is over, 2 on bad arguments.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import secrets
import socket
import ssl
import sys
from pathlib import Path
from typing import Sequence

from app.core import SaveFormatError
from app.core.i18n import _
from app.games import registry
from app.host import access, tls
from app.host.server import BOT_LEVELS, TAKEOVER_S, Host, HostedTable

DEFAULT_PORT = 47800
#: the shortest code a host may be given (a shorter one could be guessed)
LEAST_CODE = 8


def _parser() -> argparse.ArgumentParser:
    prog = "top-five host" if getattr(sys, "frozen", False) else "python -m app host"  # the installed app, or source
    parser = argparse.ArgumentParser(prog=prog, description=_("Host a table for other computers."))
    parser.add_argument("game", help=_("the game: {ids}").format(ids=", ".join(registry.ids())))
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seats", required=True, help=_("a comma list of remote, easy, normal and hard"))
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--options", default="{}", help=_("the game's options as a JSON object"))
    parser.add_argument("--port", type=int, default=DEFAULT_PORT)
    parser.add_argument("--bind", default="0.0.0.0")
    parser.add_argument("--code", default=None)
    parser.add_argument("--save", type=Path, default=None, help=_("where the game is autosaved"))
    parser.add_argument("--resume", type=Path, default=None,
                        help=_("go on with the hosted game autosaved there (after the host was stopped)"))
    parser.add_argument("--takeover", type=float, default=TAKEOVER_S,
                        help=_("seconds a seat's computer may be gone before a computer player plays for it"))
    parser.add_argument("--cert", type=Path, default=None,
                        help=_("the host's TLS certificate (PEM; with --key the table listens on wss://)"))
    parser.add_argument("--key", type=Path, default=None, help=_("the private key of --cert (PEM, no passphrase)"))
    parser.add_argument("--name", default=None,
                        help=_("the table's name on the local network (default: this computer's name)"))
    parser.add_argument("--no-lan", action="store_true",
                        help=_("do not show the table on the local network (join by address and code only)"))
    return parser


def lan_address(bind: str) -> str:
    """The address to give the joining computers: the bound one, or this computer's on the LAN."""
    if bind not in ("0.0.0.0", "::", ""):
        return bind
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: the system picks the outgoing address
            return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"


def table_from(args: argparse.Namespace) -> HostedTable:
    """The table the arguments ask for, or ValueError with a sentence."""
    if args.game not in registry.ids():
        raise ValueError(_("There is no game {game!r}; the games are {ids}.").format(
            game=args.game, ids=", ".join(registry.ids())))
    game = registry.get(args.game)
    seats = [s.strip() for s in args.seats.split(",")]
    if len(seats) != args.players:
        raise ValueError(_("--seats names {n} seats for {players} players.").format(n=len(seats), players=args.players))
    wrong = [s for s in seats if s != "remote" and s not in BOT_LEVELS]
    if wrong:
        raise ValueError(_("A seat is remote, easy, normal or hard, not {seat!r}.").format(seat=wrong[0]))
    if "remote" not in seats:
        raise ValueError(_("A hosted table needs at least one remote seat."))
    try:
        options = json.loads(args.options)
    except ValueError:
        options = None
    if not isinstance(options, dict):
        raise ValueError(_("--options is not a JSON object."))
    if args.code is not None and len(access.normal_code(args.code)) < LEAST_CODE:
        raise ValueError(_("A table's code has at least {n} letters and digits.").format(n=LEAST_CODE))
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    game.new_state(len(seats), seed, options)  # ValueError with a sentence for options the game refuses
    if not args.takeover > 0:
        raise ValueError(_("--takeover is a number of seconds above 0."))
    if args.resume is not None:
        try:
            return HostedTable.resume(game, seats, args.resume)
        except SaveFormatError as problem:
            raise ValueError(str(problem)) from None
    return HostedTable(game, seats, seed=seed, options=options, code=args.code, save_path=args.save,
                       takeover_s=args.takeover)


async def _serve(table: HostedTable, bind: str, port: int, context: ssl.SSLContext | None = None,
                 advertise: str | None = None) -> None:
    host = Host(table, bind=bind, port=port, ssl=context, advertise=advertise)
    port = await host.start()
    scheme = "ws" if context is None else "wss"
    print(f"join {scheme}://{lan_address(bind)}:{port} code {table.code}", flush=True)
    await host.serve_until_over()


def main(argv: Sequence[str]) -> int:
    parser = _parser()
    args = parser.parse_args(list(argv))
    try:
        context = tls.server_context(args.cert, args.key)
        table = table_from(args)
    except ValueError as problem:
        parser.error(str(problem))  # exits 2 with the sentence
    try:
        from app.host.discovery import computer_name

        advertise = None if args.no_lan else (args.name or computer_name())
        asyncio.run(_serve(table, args.bind, args.port, context, advertise))
    except OSError as problem:
        print(_("The table cannot listen on {bind}:{port} ({reason}).").format(
            bind=args.bind, port=args.port, reason=problem.strerror or problem), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    return 0
