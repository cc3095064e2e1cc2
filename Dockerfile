# goatmaster-server: tables for friends on other machines (docs/online.md).
#
#   docker build -t goatmaster-server .
#   docker run -p 8765:8765 -v goatmaster-tables:/data goatmaster-server
#
# The server needs no Qt: the game is installed without its dependencies, then the ones
# pyproject.toml names, except the Qt wheel, at the installers' pins (packaging/constraints.txt).
FROM python:3.11-slim

WORKDIR /src
COPY pyproject.toml setup.py README.md ./
COPY packaging/constraints.txt ./packaging/
COPY goatmaster ./goatmaster
COPY resources ./resources
COPY ui ./ui
RUN python -c "import tomllib; deps = tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']; \
print('\n'.join(d for d in deps if not d.startswith('PySide6')))" > /tmp/server-requirements.txt \
 && pip install --no-cache-dir -c packaging/constraints.txt -r /tmp/server-requirements.txt \
 && pip install --no-cache-dir --no-deps . \
 && useradd --create-home --uid 10001 goat \
 && mkdir /data && chown goat /data

USER goat
VOLUME /data
EXPOSE 8765
# A reverse proxy on the same machine terminates TLS; add --trust-proxy when it sets X-Forwarded-For.
ENTRYPOINT ["goatmaster-server", "--host", "0.0.0.0", "--port", "8765", "--data", "/data"]
