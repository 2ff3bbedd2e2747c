"""TLS for a hosted table (issue 28): `--cert PATH --key PATH` make the host listen on wss://.

`server_context` reads the two PEM files into the server's `ssl.SSLContext`
(`ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)` + `load_cert_chain`), or raises ValueError
with a sentence that names the file at fault. A headless host cannot ask for a passphrase, so a
protected key is refused rather than prompted for on the terminal.
"""

from __future__ import annotations

import ssl
from pathlib import Path

from app.core.i18n import _


class _PassphraseAsked(Exception):
    """OpenSSL asked for the key's passphrase (the key is encrypted)."""


def _ask_passphrase() -> bytes:
    raise _PassphraseAsked


def server_context(cert: Path | None, key: Path | None) -> ssl.SSLContext | None:
    """The TLS context of a host given `cert` and `key` (None for neither), or ValueError with a sentence."""
    if cert is None and key is None:
        return None
    if cert is None or key is None:
        raise ValueError(_("--cert and --key go together: give both (for wss://) or neither (for ws://)."))
    for path, sentence in ((cert, _("The certificate file {path} cannot be read ({reason}).")),
                           (key, _("The key file {path} cannot be read ({reason})."))):
        try:
            path.read_bytes()
        except OSError as problem:
            raise ValueError(sentence.format(path=path, reason=problem.strerror or problem)) from None
    try:
        ssl.create_default_context().load_verify_locations(cafile=str(cert))
    except (ssl.SSLError, ValueError):
        raise ValueError(_("The certificate file {path} holds no certificate in PEM form "
                           "(-----BEGIN CERTIFICATE-----).").format(path=cert)) from None
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    try:
        context.load_cert_chain(str(cert), str(key), password=_ask_passphrase)
    except _PassphraseAsked:
        raise ValueError(_("The key in {path} is protected by a passphrase; the host needs a key without "
                           "one.").format(path=key)) from None
    except ssl.SSLError as problem:
        if problem.reason == "KEY_VALUES_MISMATCH":
            raise ValueError(_("The key in {key} is not the key of the certificate in {cert}.").format(
                key=key, cert=cert)) from None
        raise ValueError(_("The key file {path} holds no private key in PEM form "
                           "(-----BEGIN PRIVATE KEY-----).").format(path=key)) from None
    return context
