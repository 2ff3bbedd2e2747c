"""`python -m app host ... --cert PATH --key PATH` (app/host/tls.py, issue 28): the table listens on wss://
with the given certificate; a computer that trusts it joins, plays and the host exits 0; a plain ws://
client gets no seat. A lone --cert or --key, an unreadable file, a file that is not a certificate or not
its key: exit 2 with a sentence naming the file."""

import asyncio
import datetime
import random
import re
import shutil
import ssl
import subprocess

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidMessage

from tests.cli.test_host_cli import _host
from tests.host.test_loopback import Client

GAME = ["top_oder_flop", "--players", "2", "--seats", "remote,easy", "--seed", "4", "--port", "0",
        "--bind", "127.0.0.1"]


def _self_signed(folder, name="host"):
    """A self-signed certificate for 127.0.0.1 and its key, as PEM files in `folder`."""
    cert, key = folder / f"{name}-cert.pem", folder / f"{name}-key.pem"
    try:
        from cryptography import x509
        from cryptography.hazmat.primitives import hashes, serialization
        from cryptography.hazmat.primitives.asymmetric import ec
        from cryptography.x509.oid import NameOID
    except ImportError:
        if shutil.which("openssl") is None:
            pytest.skip("neither the cryptography package nor the openssl command is here to make a certificate")
        subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                        "-nodes", "-keyout", str(key), "-out", str(cert), "-days", "2", "-subj", "/CN=127.0.0.1",
                        "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True)
        return cert, key
    import ipaddress

    private = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.timezone.utc)
    certificate = (x509.CertificateBuilder().subject_name(subject).issuer_name(subject)
                   .public_key(private.public_key()).serial_number(x509.random_serial_number())
                   .not_valid_before(now - datetime.timedelta(hours=1)).not_valid_after(now + datetime.timedelta(days=2))
                   .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
                                  critical=False)
                   .sign(private, hashes.SHA256()))
    cert.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    key.write_bytes(private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                          serialization.NoEncryption()))
    return cert, key


async def _plain_join(port, code):
    async with connect(f"ws://127.0.0.1:{port}", open_timeout=10) as socket:
        await socket.send('{"type": "join", "code": "%s", "name": "Eve", "lang": "en"}' % code)
        return await socket.recv()


def test_a_host_with_a_certificate_serves_wss_and_a_trusting_client_plays_to_the_end(tmp_path):
    cert, key = _self_signed(tmp_path)
    host = _host(*GAME, "--cert", str(cert), "--key", str(key), tmp_path=tmp_path)
    try:
        line = host.stdout.readline()
        match = re.fullmatch(r"join wss://127\.0\.0\.1:(\d+) code ([0-9A-Z]{5}-[0-9A-Z]{5})\n", line)
        assert match, (line, host.stderr.read() if host.poll() is not None else "")
        port, code = match.groups()
        with pytest.raises(InvalidMessage):  # plain WebSocket to the TLS port: no HTTP answer, no seat
            asyncio.run(_plain_join(port, code))
        trusting = ssl.create_default_context(cafile=str(cert))  # the client trusts the host's certificate
        ana = Client(f"wss://127.0.0.1:{port}", "Ana", "en", random.Random(3), tls=trusting)
        asyncio.run(asyncio.wait_for(ana.play(code), 120))
        assert host.wait(30) == 0, host.stderr.read()
    finally:
        if host.poll() is None:
            host.kill()
    kinds = [m["type"] for m in ana.messages]
    assert kinds[0] == "seated" and ana.messages[0]["seat"] == 0 and kinds[-1] == "over" and "shown" in kinds


def test_a_client_that_does_not_trust_the_certificate_is_not_seated(tmp_path):
    cert, key = _self_signed(tmp_path)
    host = _host(*GAME, "--cert", str(cert), "--key", str(key), tmp_path=tmp_path)
    try:
        port = re.search(r":(\d+) ", host.stdout.readline()).group(1)

        async def join():
            async with connect(f"wss://127.0.0.1:{port}", open_timeout=10, ssl=ssl.create_default_context()):
                pass

        with pytest.raises(ssl.SSLCertVerificationError):
            asyncio.run(join())
    finally:
        host.kill()
        host.wait(10)


@pytest.fixture
def files(tmp_path):
    cert, key = _self_signed(tmp_path)
    other_cert, other_key = _self_signed(tmp_path, "other")
    garbage = tmp_path / "garbage.pem"
    garbage.write_text("not a PEM file\n")
    protected = tmp_path / "protected-key.pem"
    subprocess_ok = shutil.which("openssl") is not None
    if subprocess_ok:
        subprocess.run(["openssl", "pkey", "-in", str(key), "-aes256", "-passout", "pass:secret", "-out",
                        str(protected)], check=True, capture_output=True)
    return {"cert": cert, "key": key, "other_key": other_key, "garbage": garbage,
            "protected": protected if subprocess_ok else None, "missing": tmp_path / "nowhere" / "cert.pem"}


@pytest.mark.parametrize("cert, key, words", [
    ("cert", None, "--cert and --key go together"),
    (None, "key", "--cert and --key go together"),
    ("missing", "key", "The certificate file {missing} cannot be read"),
    ("cert", "missing", "The key file {missing} cannot be read"),
    ("garbage", "key", "The certificate file {garbage} holds no certificate"),
    ("key", "key", "The certificate file {key} holds no certificate"),
    ("cert", "garbage", "The key file {garbage} holds no private key"),
    ("cert", "cert", "The key file {cert} holds no private key"),
    ("cert", "other_key", "The key in {other_key} is not the key of the certificate in {cert}"),
    ("cert", "protected", "The key in {protected} is protected by a passphrase"),
])
def test_bad_certificate_arguments_exit_2_with_a_sentence_naming_the_file(tmp_path, files, cert, key, words):
    if "protected" in (cert, key) and files["protected"] is None:
        pytest.skip("the openssl command is not here to encrypt a key")
    args = [*GAME]
    if cert:
        args += ["--cert", str(files[cert])]
    if key:
        args += ["--key", str(files[key])]
    host = _host(*args, tmp_path=tmp_path)
    try:
        out, err = host.communicate(timeout=60)
    finally:
        if host.poll() is None:
            host.kill()
    assert host.returncode == 2 and out == ""
    assert words.format(**files) in err and "Traceback" not in err
