# Hoard in a container: python bot.py as the child of a small init (tini, PID 1) that hands it SIGTERM, as a
# non-root user, with /healthz as the health check. See docs/operating.md.
FROM python:3.12-slim
RUN apt-get update && apt-get install -y --no-install-recommends tini postgresql-client \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --create-home --uid 10001 hoard
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
RUN mkdir -p /app/data && chown hoard:hoard /app/data
USER hoard
ENV HTTP_PORT=8080 PYTHONUNBUFFERED=1
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-c", "import sys, urllib.request; sys.exit(urllib.request.urlopen('http://127.0.0.1:8080/healthz', timeout=4).status != 200)"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["python", "bot.py"]
